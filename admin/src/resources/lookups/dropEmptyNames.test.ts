import { describe, expect, it } from 'vitest';
import { dropEmptyNames } from './dropEmptyNames';

describe('dropEmptyNames', () => {
  it('keeps the names given and drops the empty ones', () => {
    expect(dropEmptyNames({ slug: 'x', names: { en: 'Fintech', fr: '', ar: '  ' } })).toEqual({ slug: 'x', names: { en: 'Fintech' } });
  });
});
