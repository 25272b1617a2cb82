import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { LIMITS } from '../constants';
import { loginInput } from './auth';
import { contactInput, newsletterInput } from './engagement';

const contact = { name: 'Ada', email: 'ada@example.test', category: 'general', subject: 'Hello', description: 'A question' };

describe('contactInput (spec §5 "Contact")', () => {
  it('accepts a message without the optional link and captcha', () => {
    expect(contactInput.parse(contact)).toMatchObject({ extraLink: null });
  });
  it(`the description is limited to ${LIMITS.contactTextMax} characters`, () => {
    expect(issuesOf(contactInput, { ...contact, description: 'x'.repeat(LIMITS.contactTextMax) })).toEqual([]);
    expect(issuesOf(contactInput, { ...contact, description: 'x'.repeat(LIMITS.contactTextMax + 1) })).toEqual([
      'description: validation.tooLong',
    ]);
  });
  it.each<[string, Record<string, unknown>, string]>([
    ['no subject', { subject: undefined }, 'subject: validation.required'],
    ['a blank subject', { subject: '   ' }, 'subject: validation.required'],
    ['no description', { description: '' }, 'description: validation.required'],
    ['no category', { category: undefined }, 'category: validation.required'],
    ['an unknown category', { category: 'gossip' }, 'category: validation.required'],
    ['a javascript: link', { extraLink: 'javascript:alert(1)' }, 'extraLink: validation.invalidUrl'],
    ['a captcha id that is not one', { captchaId: 'abc' }, 'captchaId: validation.captchaRequired'],
  ])('refuses %s', (_name, change, issue) => {
    expect(issuesOf(contactInput, { ...contact, ...change })).toEqual([issue]);
  });
});

describe('newsletter and login', () => {
  it('newsletter: a valid address, lower-cased', () => {
    expect(newsletterInput.parse({ email: 'A@B.TEST' })).toMatchObject({ email: 'a@b.test' });
    expect(issuesOf(newsletterInput, { email: 'nope' })).toEqual(['email: validation.invalidEmail']);
  });
  it('login: e-mail and a password of at least 8 characters', () => {
    expect(issuesOf(loginInput, { email: 'a@b.test', password: 'longenough' })).toEqual([]);
    expect(issuesOf(loginInput, { email: 'a@b.test', password: '' })[0]).toBe('password: validation.required');
    expect(issuesOf(loginInput, { email: 'a@b.test', password: 'short' })).toEqual(['password: validation.tooShort']);
  });
});
