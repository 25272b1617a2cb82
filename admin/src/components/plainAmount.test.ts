import { describe, expect, it } from 'vitest';
import { plainAmount } from './plainAmount';

describe('plainAmount', () => {
  it('shows minor units as major units with two decimals', () => {
    expect(plainAmount(123456, 'en')).toBe('1,234.56');
    expect(plainAmount(1000, 'en', 'XYZ')).toBe('10.00 XYZ');
    expect(plainAmount(-5, 'en')).toBe('-0.05');
  });
});
