import { users } from '@cf/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { post, signupBody } from '../../../test/accounts';
import { createUser, useTestApp } from '../../../test/app';
import { api } from '../../../test/profile';

/** Issue 12 item 8: no member may be /profile/admin (or any page or staff word). */
describe('reserved profile addresses', () => {
  const ctx = useTestApp();
  const valid = { firstName: 'Ada', lastName: 'Lovelace', zipcode: '75001A', phoneNumber: '+33 6 12 34 56 78' };

  it.each(['admin', 'Support', 'login', 'settings', 'console'])(
    'refuses the slug %j with a clear message, and keeps the old one',
    async (slug) => {
      const user = await createUser(ctx);
      const res = await api(ctx, 'PATCH', '/users/updateMe', user.token, { ...valid, slug });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'slug', message: 'This address is reserved. Please choose another one.' }]);
      const [row] = await ctx.handle.db.select({ slug: users.slug }).from(users).where(eq(users.id, user.id));
      expect(row!.slug).not.toBe(slug.toLowerCase());
    },
  );

  it('says it in French', async () => {
    const user = await createUser(ctx);
    const res = await api(ctx, 'PATCH', '/users/updateMe?language=fr', user.token, { ...valid, slug: 'admin' });
    expect(res.json().errors).toEqual([{ field: 'slug', message: 'Cette adresse est réservée. Veuillez en choisir une autre.' }]);
  });

  it('a member named after a page gets a numbered address at sign-up', async () => {
    const body = signupBody({ firstName: 'Help', lastName: 'Center' });
    const res = await post(ctx, '/users/signup', body);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await ctx.handle.db.select({ slug: users.slug }).from(users).where(eq(users.email, body.email));
    expect(row!.slug).toBe('help-center-2');
  });
});
