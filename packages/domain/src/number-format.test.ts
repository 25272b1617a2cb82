import { describe, expect, it } from 'vitest';
import { numberFormat } from './number-format';

describe('numberFormat', () => {
  it('formats in the language asked, one instance per language and options', () => {
    expect(numberFormat('en').format(1234567)).toBe('1,234,567');
    expect(numberFormat('fr').format(1234567)).toBe('1\u202f234\u202f567');
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 2 }).format(0.1234)).toBe('12.34%');
    expect(numberFormat('en')).toBe(numberFormat('en'));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).toBe(numberFormat('en', { maximumFractionDigits: 2 }));
    expect(numberFormat('en', { maximumFractionDigits: 2 })).not.toBe(numberFormat('en', { maximumFractionDigits: 1 }));
  });

  it('writes English digits for a malformed language tag instead of throwing (a staff-added content language)', () => {
    expect(() => new Intl.NumberFormat('not a tag!')).toThrow(RangeError);
    expect(numberFormat('not a tag!').format(1234)).toBe('1,234');
  });

  it('still refuses options no language can take (an unknown currency), so a caller can fall back', () => {
    expect(() => numberFormat('en', { style: 'currency', currency: 'NOT-A-CODE' })).toThrow(RangeError);
  });
});
