import { describe, expect, it } from 'vitest';
import { issuesOf } from '../testing/issues';
import { LIMITS } from '../constants';
import {
  changeEmailInput,
  deleteAccountRequestInput,
  emailPreferencesInput,
  isNetworkUrl,
  outsideLinksInput,
  PROFILE_LIMITS,
  profileNetworkQuery,
  sendInvitesInput,
  updateMeInput,
} from './profile';

const me = { firstName: 'Ada', lastName: 'Lovelace', slug: 'ada-lovelace' };

describe('updateMeInput (spec §5 names, zip code, slug)', () => {
  it('accepts the required fields alone and leaves the optional ones absent (PATCH: unchanged)', () => {
    const parsed = updateMeInput.parse(me);
    expect(parsed).toEqual(me);
    expect('description' in parsed && parsed.description !== undefined).toBe(false);
  });
  it('turns empty optional fields into null (cleared)', () => {
    expect(updateMeInput.parse({ ...me, description: '  ', zipcode: '', phoneNumber: null })).toMatchObject({
      description: null,
      zipcode: null,
      phoneNumber: null,
    });
  });
  it.each<[string, Record<string, unknown>, string[]]>([
    ['no first name', { firstName: '' }, ['firstName: validation.required']],
    ['a blank last name', { lastName: '   ' }, ['lastName: validation.required']],
    [`a first name over ${LIMITS.nameMax}`, { firstName: 'x'.repeat(LIMITS.nameMax + 1) }, ['firstName: validation.tooLong']],
    ['a profile name of 2 letters', { firstName: 'A', lastName: 'B' }, ['firstName: identity.profile.nameTooShort']],
    ['spaces do not count in the profile name', { firstName: 'A ', lastName: ' B' }, ['firstName: identity.profile.nameTooShort']],
    ['a 5-character zip code', { zipcode: '12345' }, ['zipcode: identity.profile.zipLength']],
    ['a 7-character zip code', { zipcode: '1234567' }, ['zipcode: identity.profile.zipLength']],
    ['letters in the phone', { phoneNumber: '+33 6 12 AB 56 78' }, ['phoneNumber: identity.profile.phoneInvalid']],
    ['a phone too short', { phoneNumber: '12345' }, ['phoneNumber: identity.profile.phoneInvalid']],
    ['a slug with a space', { slug: 'ada lovelace' }, ['slug: validation.slug']],
    ['a slug with an underscore', { slug: 'ada_lovelace' }, ['slug: validation.slug']],
    ['no slug', { slug: '' }, ['slug: validation.required']],
    ['a description over 1000', { description: 'x'.repeat(PROFILE_LIMITS.descriptionMax + 1) }, ['description: validation.tooLong']],
  ])('refuses %s', (_label, change, expected) => {
    expect(issuesOf(updateMeInput, { ...me, ...change })).toEqual(expected);
  });
  it.each<[string, Record<string, unknown>]>([
    ['a profile name of exactly 3 letters', { firstName: 'Al', lastName: 'B' }],
    [`names of exactly ${LIMITS.nameMax}`, { firstName: 'x'.repeat(LIMITS.nameMax), lastName: 'y'.repeat(LIMITS.nameMax) }],
    ['a 6-character zip code', { zipcode: 'AB1 2C' }],
    ['an international phone', { phoneNumber: '+33 (0)6 12-34-56-78' }],
    ['a description of exactly 1000', { description: 'x'.repeat(PROFILE_LIMITS.descriptionMax) }],
  ])('accepts %s', (_label, change) => {
    expect(issuesOf(updateMeInput, { ...me, ...change })).toEqual([]);
  });
  it('lower-cases the slug (letters, digits and dashes)', () => {
    expect(updateMeInput.parse({ ...me, slug: ' Ada-Lovelace-1815 ' }).slug).toBe('ada-lovelace-1815');
  });
});

describe('outside links (spec §5 "Social URLs must match their network")', () => {
  it.each<[Parameters<typeof isNetworkUrl>[0], string, boolean]>([
    ['facebook', 'https://www.facebook.com/ada', true],
    ['facebook', 'https://fb.com/ada', true],
    ['facebook', 'https://m.facebook.com/ada', true],
    ['facebook', 'http://facebook.com/ada', false],
    ['facebook', 'https://facebook.com.evil.test/ada', false],
    ['facebook', 'https://notfacebook.com/ada', false],
    ['facebook', 'https://twitter.com/ada', false],
    ['twitter', 'https://x.com/ada', true],
    ['twitter', 'https://twitter.com/ada', true],
    ['twitter', 'https://user:pw@twitter.com/ada', false],
    ['linkedin', 'https://www.linkedin.com/in/ada', true],
    ['linkedin', 'https://linkedin.example/in/ada', false],
    ['youtube', 'https://youtu.be/abc', true],
    ['youtube', 'https://www.youtube.com/@ada', true],
    ['youtube', 'javascript:alert(1)//youtube.com', false],
    ['youtube', 'not a url', false],
  ])('%s %s → %s', (network, url, expected) => {
    expect(isNetworkUrl(network, url)).toBe(expected);
  });
  it('gives each network its own message; the website may be any http(s) URL', () => {
    expect(
      issuesOf(outsideLinksInput, {
        facebook: 'https://x.com/a',
        twitter: 'https://facebook.com/a',
        linkedin: 'https://youtube.com/a',
        youtube: 'https://linkedin.com/a',
        website: 'ftp://example.test',
      }),
    ).toEqual([
      'facebook: identity.profile.facebookUrl',
      'twitter: identity.profile.twitterUrl',
      'linkedin: identity.profile.linkedinUrl',
      'youtube: identity.profile.youtubeUrl',
      'website: validation.invalidUrl',
    ]);
    expect(outsideLinksInput.parse({ website: 'http://example.test/about', facebook: '' })).toEqual({
      website: 'http://example.test/about',
      facebook: null,
    });
  });
});

describe('sendInvitesInput (spec §5 "Invite: multiple e-mails separated by commas")', () => {
  it('splits on commas, trims, lower-cases and skips empty entries', () => {
    expect(sendInvitesInput.parse({ emails: ' A@Example.test ,b@example.test,, ' }).emails).toEqual(['a@example.test', 'b@example.test']);
  });
  it('reports each bad address at its index', () => {
    expect(issuesOf(sendInvitesInput, { emails: 'a@example.test, nope, c@example.test, @x' })).toEqual([
      'emails.1: validation.invalidEmail',
      'emails.3: validation.invalidEmail',
    ]);
  });
  it(`refuses an empty list and more than ${PROFILE_LIMITS.invitesMax} addresses`, () => {
    expect(issuesOf(sendInvitesInput, { emails: ' , ' })).toEqual(['emails: validation.required']);
    const many = Array.from({ length: PROFILE_LIMITS.invitesMax + 1 }, (_, i) => `u${i}@example.test`).join(',');
    expect(issuesOf(sendInvitesInput, { emails: many })).toEqual(['emails: identity.invites.tooMany']);
    const max = Array.from({ length: PROFILE_LIMITS.invitesMax }, (_, i) => `u${i}@example.test`).join(',');
    expect(sendInvitesInput.parse({ emails: max }).emails).toHaveLength(PROFILE_LIMITS.invitesMax);
  });
});

describe('other inputs', () => {
  it('changeEmailInput needs the password and a valid address', () => {
    expect(issuesOf(changeEmailInput, { password: '', newEmail: 'nope' })).toEqual([
      'password: validation.required',
      'newEmail: validation.invalidEmail',
    ]);
  });
  it('emailPreferencesInput: frequency is daily, weekly, monthly or never', () => {
    expect(issuesOf(emailPreferencesInput, { notificationFrequency: 'hourly' })).toEqual([
      'notificationFrequency: validation.invalidOption',
    ]);
    for (const f of ['daily', 'weekly', 'monthly', 'never'])
      expect(issuesOf(emailPreferencesInput, { notificationFrequency: f })).toEqual([]);
    expect(issuesOf(emailPreferencesInput, { notificationLanguage: 'French' })).toEqual(['notificationLanguage: validation.languageCode']);
  });
  it('deleteAccountRequestInput: password required, reason optional', () => {
    expect(deleteAccountRequestInput.parse({ password: 'x' })).toEqual({ password: 'x', reason: null });
    expect(issuesOf(deleteAccountRequestInput, {})).toEqual(['password: validation.required']);
  });
  it('profileNetworkQuery defaults to followers, page 1', () => {
    expect(profileNetworkQuery.parse({})).toEqual({ type: 'followers', page: 1 });
    expect(issuesOf(profileNetworkQuery, { type: 'friends' })).toEqual(['type: validation.invalidOption']);
  });
});
