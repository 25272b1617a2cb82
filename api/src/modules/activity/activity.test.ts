import { activityLog } from '@cf/db';
import { getT } from '@cf/i18n';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, dataOf, useTestApp } from '../../../test/app';
import { api } from '../../../test/profile';
import { recordActivity } from './service';
import { activityText, hasMessage } from './translate';

type Entry = { id: number; type: string; text: string; createdAt: string };
type Page = { status: string; data: { data: Entry[]; total: number; page: number; limit: number } };

describe('GET /user-activity', () => {
  const ctx = useTestApp();
  /** Signing in records a login entry (auth module): start each user with an empty log. */
  const emptyLog = (...ids: string[]) => ctx.handle.db.delete(activityLog).where(inArray(activityLog.userId, ids));

  it('needs a login', async () => {
    expect((await api(ctx, 'GET', '/user-activity')).statusCode).toBe(401);
  });

  it('lists only the caller’s own entries, newest first, 10 a page', async () => {
    const user = await createUser(ctx);
    const other = await createUser(ctx);
    await emptyLog(user.id, other.id);
    await recordActivity(ctx.handle.db, { userId: other.id, type: 'profile', messageKey: 'identity.activity.profileUpdated' });
    const base = Date.now() - 60_000;
    await ctx.handle.db.insert(activityLog).values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: user.id,
        type: 'follow' as const,
        messageKey: 'identity.activity.followed',
        params: { name: `Person ${i}` },
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = (await api(ctx, 'GET', '/user-activity', user.token)).json() as Page;
    expect(first.data).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(first.data.data).toHaveLength(10);
    expect(first.data.data[0]).toMatchObject({ type: 'follow', text: 'You followed Person 11.' });
    const second = (await api(ctx, 'GET', '/user-activity?page=2', user.token)).json() as Page;
    expect(second.data.data.map((e) => e.text)).toEqual(['You followed Person 1.', 'You followed Person 0.']);
    const otherPage = dataOf<Entry[]>(await api(ctx, 'GET', '/user-activity', other.token));
    expect(otherPage.map((e) => e.text)).toEqual(['You updated your profile.']);
  });

  it('translates into the request language; keys of other modules and unknown keys still give a sentence', async () => {
    const user = await createUser(ctx);
    await emptyLog(user.id);
    const db = ctx.handle.db;
    await recordActivity(db, { userId: user.id, type: 'profile', messageKey: 'identity.activity.invitesSent', params: { count: 3 } });
    await recordActivity(db, { userId: user.id, type: 'saved-campaign', messageKey: 'campaigns.activity.doesNotExist' });
    await recordActivity(db, { userId: user.id, type: 'profile', messageKey: 'not a key' });
    const fr = dataOf<Entry[]>(await api(ctx, 'GET', '/user-activity?language=fr', user.token)).map((e) => e.text);
    expect(fr).toEqual([
      'Activité sur votre compte (profil).',
      'Activité sur votre compte (campagne enregistrée).',
      'Vous avez invité 3 amis.',
    ]);
    const en = dataOf<Entry[]>(await api(ctx, 'GET', '/user-activity', user.token)).map((e) => e.text);
    expect(en).toEqual(['Activity on your account (profile).', 'Activity on your account (saved campaign).', 'You invited 3 friends.']);
  });

  it('translates what other modules record (a login)', async () => {
    const user = await createUser(ctx);
    const [login] = await ctx.handle.db.select().from(activityLog).where(eq(activityLog.userId, user.id));
    const [entry] = dataOf<Entry[]>(await api(ctx, 'GET', '/user-activity', user.token));
    if (login) expect(entry!.text).toBe(getT('en')(login.messageKey, login.params ?? {}));
  });

  it('every key of the catalogue translates (any namespace), plural forms included', () => {
    expect(hasMessage('errors.notFound')).toBe(true);
    expect(hasMessage('identity.activity.invitesSent')).toBe(true);
    expect(hasMessage('identity.activity')).toBe(false);
    expect(hasMessage('identity.nothing.here')).toBe(false);
    const t = getT('ar');
    expect(activityText(t, { type: 'profile', messageKey: 'identity.activity.invitesSent', params: { count: 1 } })).toBe(
      'دعوت صديقًا واحدًا.',
    );
    expect(activityText(t, { type: 'kyc', messageKey: 'x.y', params: null })).toBe('نشاط على حسابك (التحقق من الهوية).');
  });
});
