import { emailPreferences, languages, users } from '@cf/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, dataOf, useTestApp } from '../../../test/app';
import { api } from '../../../test/profile';

describe('e-mail preferences', () => {
  const ctx = useTestApp();

  it('needs a login', async () => {
    expect((await api(ctx, 'GET', '/email-preferences')).statusCode).toBe(401);
  });

  it('creates the row with its defaults on first read', async () => {
    const user = await createUser(ctx);
    expect(await ctx.handle.db.select().from(emailPreferences).where(eq(emailPreferences.userId, user.id))).toHaveLength(0);
    expect(dataOf(await api(ctx, 'GET', '/email-preferences', user.token))).toEqual({
      id: user.id,
      notificationFrequency: 'weekly',
      notificationLanguage: 'en',
      campaignUpdates: true,
      investmentNotices: true,
      commentReplies: true,
      newFollowers: true,
      platformNews: false,
    });
    expect(await ctx.handle.db.select().from(emailPreferences).where(eq(emailPreferences.userId, user.id))).toHaveLength(1);
    // A second read finds it and makes no other.
    expect(dataOf(await api(ctx, 'GET', '/email-preferences', user.token))).toMatchObject({ id: user.id });
  });

  it('changes the caller’s own preferences; fields left out stay as they are', async () => {
    const user = await createUser(ctx);
    const res = await api(ctx, 'PATCH', `/email-preferences/${user.id}`, user.token, {
      notificationFrequency: 'monthly',
      notificationLanguage: 'ar',
      platformNews: true,
      newFollowers: false,
    });
    expect(dataOf(res)).toEqual({
      id: user.id,
      notificationFrequency: 'monthly',
      notificationLanguage: 'ar',
      campaignUpdates: true,
      investmentNotices: true,
      commentReplies: true,
      newFollowers: false,
      platformNews: true,
    });
    expect(dataOf(await api(ctx, 'PATCH', `/email-preferences/${user.id}`, user.token, { notificationFrequency: 'never' }))).toMatchObject({
      notificationFrequency: 'never',
      notificationLanguage: 'ar',
      platformNews: true,
    });
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ notificationFrequency: 'never', notificationLanguage: 'ar' });
  });

  it('refuses a frequency outside daily, weekly, monthly, never', async () => {
    const user = await createUser(ctx);
    const res = await api(ctx, 'PATCH', `/email-preferences/${user.id}`, user.token, { notificationFrequency: 'hourly' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'notificationFrequency', message: 'Please choose one of the options.' }]);
  });

  it('refuses a language that is not an active site language', async () => {
    const user = await createUser(ctx);
    await ctx.handle.db.insert(languages).values({ code: 'de', name: 'German', nativeName: 'Deutsch', active: false });
    for (const code of ['de', 'es']) {
      const res = await api(ctx, 'PATCH', `/email-preferences/${user.id}`, user.token, { notificationLanguage: code });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ field: 'notificationLanguage', message: 'Please choose one of the site’s languages.' }]);
    }
    await ctx.handle.db.update(languages).set({ active: true }).where(eq(languages.code, 'de'));
    expect(dataOf(await api(ctx, 'PATCH', `/email-preferences/${user.id}`, user.token, { notificationLanguage: 'de' }))).toMatchObject({
      notificationLanguage: 'de',
    });
  });

  it('another signed-in user cannot read or change someone else’s preferences (404), and nothing changes', async () => {
    const owner = await createUser(ctx);
    const intruder = await createUser(ctx);
    await api(ctx, 'GET', '/email-preferences', owner.token);
    const res = await api(ctx, 'PATCH', `/email-preferences/${owner.id}`, intruder.token, {
      platformNews: true,
      notificationFrequency: 'daily',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().status).toBe('fail');
    expect(dataOf(await api(ctx, 'GET', '/email-preferences', owner.token))).toMatchObject({
      platformNews: false,
      notificationFrequency: 'weekly',
    });
    expect((await api(ctx, 'PATCH', '/email-preferences/not-an-id', intruder.token, { platformNews: true })).statusCode).toBe(404);
  });
});
