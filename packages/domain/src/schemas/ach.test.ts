import { describe, expect, it } from 'vitest';
import { abaChecksumOk, connectAchAccountInput } from './ach';

describe('ABA routing numbers (spec §5: numeric, 9, with a valid check digit)', () => {
  it.each([
    ['011000015', true],
    ['021000021', true],
    ['121000358', true],
    ['011000016', false],
    ['01100001', false],
    ['0110000155', false],
    ['01100001a', false],
    ['', false],
  ])('%s → %s', (routing, ok) => {
    expect(abaChecksumOk(routing)).toBe(ok);
  });
});

describe('connect-ach-account', () => {
  const testBank = {
    method: 'test_bank',
    bankName: 'Sandbox Bank',
    accountType: 'savings',
    accountNumber: '0001 2345',
    confirmAccountNumber: '00012345',
    routingNumber: '011000015',
    tos: true,
  };

  it('takes a test bank typed with spaces, and reads the digits alone', () => {
    const parsed = connectAchAccountInput.parse(testBank);
    expect(parsed).toMatchObject({ method: 'test_bank', accountNumber: '00012345' });
  });

  it('tells every refusal of a test bank at once', () => {
    const result = connectAchAccountInput.safeParse({
      ...testBank,
      accountNumber: '12',
      confirmAccountNumber: '13',
      routingNumber: '011000016',
      tos: false,
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join('.'), i.message]).sort()).toEqual([
      ['accountNumber', 'campaigns.validation.accountNumber'],
      ['confirmAccountNumber', 'campaigns.validation.accountMismatch'],
      ['routingNumber', 'bank.errors.routingChecksum'],
      ['tos', 'bank.errors.tosRequired'],
    ]);
  });

  it('takes a public token or a Hosted Link session, by method', () => {
    expect(connectAchAccountInput.safeParse({ method: 'public_token', publicToken: 'public-sandbox-1' }).success).toBe(true);
    expect(connectAchAccountInput.safeParse({ method: 'hosted_link', linkSessionId: 'nope' }).success).toBe(false);
  });
});
