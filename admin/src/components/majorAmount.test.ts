import { describe, expect, it } from 'vitest';
import { parseTypedMajor } from '@cf/domain/money';
import { groupedMajorInput, withMajorAmounts } from './majorAmount';
import { z } from '@cf/domain/zod-setup';

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
