import { describe, expect, it } from 'vitest';
import { groupedMajorInput, parseTypedMajor, withMajorAmounts } from './majorAmount';
import { z } from '@cf/domain/zod-setup';

describe('parseTypedMajor', () => {
  it.each([
    ['1,250.50', 2, 125_050],
    ['1250.5', 2, 125_050],
    ['1 250.50', 2, 125_050],
    ['1,000,000', 2, 100_000_000],
    ['0', 2, 0],
    ['1,250', 0, 1_250],
    ['1250,50', 2, null],
    ['1,25.50', 2, null],
    ['1,250 000', 2, null],
    ['1,250.505', 2, null],
    ['-5', 2, null],
    ['12a', 2, null],
  ])('%s (%i decimals) → %s', (typed, decimals, minor) => expect(parseTypedMajor(typed, decimals)).toBe(minor));
});

describe('groupedMajorInput', () => {
  it.each([
    [125_050, 2, '1,250.50'],
    [125_000, 2, '1,250'],
    [5, 2, '0.05'],
    [100_000_000, 2, '1,000,000'],
  ])('%i → %s', (minor, decimals, text) => {
    expect(groupedMajorInput(minor, decimals)).toBe(text);
    expect(parseTypedMajor(text, decimals)).toBe(minor);
  });
});

describe('withMajorAmounts', () => {
  const schema = withMajorAmounts(z.object({ fee: z.number().int().min(0), bps: z.number() }), ['fee'], 2);
  it('sends minor units and keeps the other fields', () =>
    expect(schema.parse({ fee: '1,250.50', bps: 250 })).toEqual({ fee: 125_050, bps: 250 }));
  it('reports a bad amount on its field', () => {
    const result = schema.safeParse({ fee: '1250,50', bps: 250 });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['fee'], message: 'console.help.amountInvalid' });
  });
});
