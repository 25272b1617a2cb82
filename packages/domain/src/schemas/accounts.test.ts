import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import {
  isStrongPassword,
  recoveryCode,
  resetPasswordInput,
  signupInput,
  socialStartQuery,
  totpCode,
  twoFactorLoginInput,
  updatePasswordInput,
} from './accounts';

const signup = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'Ada@Example.test',
  password: 'Tr1cky!Passage',
  confirmPassword: 'Tr1cky!Passage',
  phoneNumber: '+33 6 12 34 56 78',
  userType: 'investor',
  acceptTerms: true,
};

describe('signupInput (spec §5 "Authentication")', () => {
  it('accepts a valid sign-up, lower-cases the e-mail and keeps the digits of the phone', () => {
    expect(signupInput.parse(signup)).toMatchObject({ email: 'ada@example.test', phoneNumber: '+33612345678' });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no first name', { firstName: '' }, ['firstName: validation.required']],
    ['a blank last name', { lastName: '   ' }, ['lastName: validation.required']],
    ['a first name of 21 characters', { firstName: 'A'.repeat(21) }, ['firstName: validation.tooLong']],
    ['digits in a name', { firstName: 'Ada2' }, ['firstName: auth.validation.namePattern']],
    ['two spaces between words', { lastName: 'de  Vere' }, ['lastName: auth.validation.namePattern']],
    ['an apostrophe', { lastName: "O'Brien" }, ['lastName: auth.validation.namePattern']],
    ['no e-mail', { email: '' }, ['email: validation.required']],
    ['an invalid e-mail', { email: 'ada@' }, ['email: validation.invalidEmail']],
    ['no password', { password: '', confirmPassword: '' }, ['password: validation.required', 'confirmPassword: validation.required']],
    ['a 7-character password', { password: 'Ab1!xyz', confirmPassword: 'Ab1!xyz' }, ['password: validation.tooShort']],
    ['no upper-case letter', { password: 'tr1cky!passage', confirmPassword: 'tr1cky!passage' }, ['password: auth.validation.passwordWeak']],
    ['no lower-case letter', { password: 'TR1CKY!PASSAGE', confirmPassword: 'TR1CKY!PASSAGE' }, ['password: auth.validation.passwordWeak']],
    ['no digit', { password: 'Tricky!Passage', confirmPassword: 'Tricky!Passage' }, ['password: auth.validation.passwordWeak']],
    ['no special character', { password: 'Tr1ckyPassage', confirmPassword: 'Tr1ckyPassage' }, ['password: auth.validation.passwordWeak']],
    ['a confirmation that differs', { confirmPassword: 'Tr1cky!Passag' }, ['confirmPassword: validation.passwordsMismatch']],
    ['no phone', { phoneNumber: '' }, ['phoneNumber: validation.required']],
    ['a phone of 7 digits', { phoneNumber: '1234567' }, ['phoneNumber: auth.validation.phoneInvalid']],
    ['a phone of 16 digits', { phoneNumber: '+1234567890123456' }, ['phoneNumber: auth.validation.phoneInvalid']],
    ['letters in the phone', { phoneNumber: '+33 6 12 AB 56 78' }, ['phoneNumber: auth.validation.phoneInvalid']],
    ['no user type', { userType: undefined }, ['userType: validation.required']],
    ['an unknown user type', { userType: 'admin' }, ['userType: validation.invalidOption']],
    ['terms not accepted', { acceptTerms: false }, ['acceptTerms: auth.validation.acceptTerms']],
    ['terms missing', { acceptTerms: undefined }, ['acceptTerms: auth.validation.acceptTerms']],
  ])('refuses %s', (_name, change, issues) => {
    expect(issuesOf(signupInput, { ...signup, ...change })).toEqual(issues);
  });

  it.each([
    ['a hyphenated name', { firstName: 'Jean-Luc' }],
    ['parentheses and single spaces', { lastName: 'Li (Jo) de Vere-Kay' }],
    ['accented and Arabic letters', { firstName: 'Zoë', lastName: 'عبد الله' }],
    ['a 20-character name', { firstName: 'A'.repeat(20) }],
    ['a phone of 8 digits', { phoneNumber: '12345678' }],
    ['a phone of 15 digits with +', { phoneNumber: '+123456789012345' }],
    ['a 128-character password', { password: `Aa1!${'x'.repeat(124)}`, confirmPassword: `Aa1!${'x'.repeat(124)}` }],
    ['a space as the special character', { password: 'Tr1cky Passage', confirmPassword: 'Tr1cky Passage' }],
    ['an invite token', { inviteToken: 'abc' }],
  ])('accepts %s', (_name, change) => {
    expect(issuesOf(signupInput, { ...signup, ...change })).toEqual([]);
  });
});

describe('isStrongPassword', () => {
  it.each([
    ['Tr1cky!Passage', true],
    ['Ünïcödé1!', true],
    ['Short1!', false],
    ['alllower1!', false],
  ])('%s → %s', (password, strong) => expect(isStrongPassword(password)).toBe(strong));
});

describe('password changes', () => {
  it('reset: the same strength rule and the confirmation', () => {
    expect(issuesOf(resetPasswordInput, { password: 'Tr1cky!Passage', confirmPassword: 'Tr1cky!Passage' })).toEqual([]);
    expect(issuesOf(resetPasswordInput, { password: 'weakpassword', confirmPassword: 'weakpassword' })).toEqual([
      'password: auth.validation.passwordWeak',
    ]);
    expect(issuesOf(resetPasswordInput, { password: 'Tr1cky!Passage', confirmPassword: 'other' })).toEqual([
      'confirmPassword: validation.passwordsMismatch',
    ]);
  });
  it('update: the current password is required', () => {
    expect(issuesOf(updatePasswordInput, { password: 'Tr1cky!Passage', confirmPassword: 'Tr1cky!Passage' })).toEqual([
      'currentPassword: validation.required',
    ]);
  });
});

describe('two-factor codes', () => {
  it('a TOTP code is six digits; spaces are forgiven', () => {
    expect(totpCode.parse(' 123 456 ')).toBe('123456');
    expect(issuesOf(totpCode, '12345')).toEqual([': auth.validation.codeFormat']);
    expect(issuesOf(totpCode, 'abcdef')).toEqual([': auth.validation.codeFormat']);
  });
  it('a recovery code is normalised to xxxx-xxxx', () => {
    expect(recoveryCode.parse('ABCD-2345')).toBe('abcd-2345');
    expect(recoveryCode.parse('abcd2345')).toBe('abcd-2345');
    expect(issuesOf(recoveryCode, 'abc-123')).toEqual([': auth.validation.recoveryCodeFormat']);
  });
  it('the login step takes a code or a recovery code', () => {
    expect(issuesOf(twoFactorLoginInput, { challengeToken: 't', code: '123456' })).toEqual([]);
    expect(issuesOf(twoFactorLoginInput, { challengeToken: 't', recoveryCode: 'abcd-2345' })).toEqual([]);
    expect(issuesOf(twoFactorLoginInput, { challengeToken: 't' })).toEqual(['code: validation.required']);
  });
});

describe('social login start', () => {
  it.each([
    ['/dashboard', true],
    ['//evil.example', false],
    ['https://evil.example', false],
    ['/\\evil.example', false],
  ])('redirectTo %s accepted: %s', (redirectTo, accepted) => {
    expect(issuesOf(socialStartQuery, { redirectTo }).length === 0).toBe(accepted);
  });
});
