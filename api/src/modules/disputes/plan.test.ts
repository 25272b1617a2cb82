import { describe, expect, it } from 'vitest';
import { type Holding, planDispute } from './plan';

const sum = (legs: { amount: number }[]) => legs.reduce((n, l) => n + l.amount, 0);

describe('planDispute: where a disputed payment’s money comes from', () => {
  it.each<[string, number, Holding, ReturnType<typeof planDispute>]>([
    [
      'an investment still in escrow is reversed whole',
      250_00,
      { at: 'escrow', paid: 250_00 },
      {
        source: 'escrow',
        legs: [
          { leg: 'escrow', amount: -250_00 },
          { leg: 'clearing', amount: 250_00 },
        ],
        reverseInvestment: true,
        owed: 0,
        covered: 0,
      },
    ],
    [
      'a partial dispute of an escrowed investment: the rest goes to the wallet',
      100_00,
      { at: 'escrow', paid: 250_00 },
      {
        source: 'escrow',
        legs: [
          { leg: 'escrow', amount: -250_00 },
          { leg: 'clearing', amount: 100_00 },
          { leg: 'wallet', amount: 150_00 },
        ],
        reverseInvestment: true,
        owed: 0,
        covered: 0,
      },
    ],
    [
      'money settled to the owner is owed back by them',
      250_00,
      { at: 'receivable' },
      {
        source: 'receivable',
        legs: [
          { leg: 'receivable', amount: -250_00 },
          { leg: 'clearing', amount: 250_00 },
        ],
        reverseInvestment: false,
        owed: 250_00,
        covered: 0,
      },
    ],
    [
      'a top-up: the fee first, then the wallet',
      102_00,
      { at: 'wallet', balance: 500_00, fee: 2_00 },
      {
        source: 'wallet',
        legs: [
          { leg: 'fees', amount: -2_00 },
          { leg: 'wallet', amount: -100_00 },
          { leg: 'clearing', amount: 102_00 },
        ],
        reverseInvestment: false,
        owed: 0,
        covered: 0,
      },
    ],
    [
      'a wallet that no longer holds it: the platform pays the rest in',
      102_00,
      { at: 'wallet', balance: 30_00, fee: 2_00 },
      {
        source: 'wallet',
        legs: [
          { leg: 'fees', amount: -2_00 },
          { leg: 'wallet', amount: -30_00 },
          { leg: 'platform', amount: -70_00 },
          { leg: 'clearing', amount: 102_00 },
        ],
        reverseInvestment: false,
        owed: 0,
        covered: 70_00,
      },
    ],
    [
      'an empty wallet and no fee: all paid in by the platform',
      40_00,
      { at: 'wallet', balance: 0, fee: 0 },
      {
        source: 'wallet',
        legs: [
          { leg: 'platform', amount: -40_00 },
          { leg: 'clearing', amount: 40_00 },
        ],
        reverseInvestment: false,
        owed: 0,
        covered: 40_00,
      },
    ],
    [
      'a payment never received moves nothing',
      40_00,
      { at: 'none' },
      { source: 'none', legs: [], reverseInvestment: false, owed: 0, covered: 0 },
    ],
  ])('%s', (_name, amount, holding, expected) => {
    const plan = planDispute(amount, holding);
    expect(plan).toEqual(expected);
    expect(sum(plan.legs)).toBe(0);
  });

  it('refuses amounts that are not a positive integer, or more than the escrowed payment', () => {
    expect(() => planDispute(0, { at: 'receivable' })).toThrow();
    expect(() => planDispute(1.5, { at: 'receivable' })).toThrow();
    expect(() => planDispute(300_00, { at: 'escrow', paid: 250_00 })).toThrow();
  });
});
