import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isReservedSlug, RESERVED_SLUGS, unreservedSlug } from './reserved-slugs';
import { updateMeInput } from './schemas/profile';

describe('reserved slugs (issue 12 item 8)', () => {
  it('holds every top-level page of the site', () => {
    const routes = readdirSync(join(__dirname, '../../../site/app/routes'))
      .map((file) => file.split('.')[0]!)
      .filter((first) => /^[a-z][a-z0-9-]*$/.test(first));
    expect(routes.length).toBeGreaterThan(30);
    for (const route of new Set(routes)) expect(RESERVED_SLUGS.has(route), route).toBe(true);
  });

  it.each(['admin', 'Admin', ' console ', 'support', 'administrator', 'login', 'settings', 'campaign-detail-page', 'api'])(
    'reserves %j',
    (slug) => expect(isReservedSlug(slug)).toBe(true),
  );

  it.each(['ada-lovelace', 'admin-ada', 'adminx', 'green-farms-42'])('leaves %j free', (slug) => expect(isReservedSlug(slug)).toBe(false));

  it('gives a made-up slug a suffix only when it is reserved', () => {
    expect(unreservedSlug('help-center')).toBe('help-center-1');
    expect(unreservedSlug('ada-lovelace')).toBe('ada-lovelace');
  });

  it('the profile slug refuses a reserved word with its own message', () => {
    const base = { firstName: 'Ada', lastName: 'Lovelace', zipcode: '75001A', phoneNumber: '+33 6 12 34 56 78' };
    const refused = updateMeInput.safeParse({ ...base, slug: 'ADMIN' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues).toEqual([expect.objectContaining({ path: ['slug'], message: 'validation.slugReserved' })]);
    expect(updateMeInput.safeParse({ ...base, slug: 'admin-ada' }).success).toBe(true);
  });
});
