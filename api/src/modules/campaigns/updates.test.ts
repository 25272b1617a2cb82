import { campaignUpdates, type Database, emailOutbox, emailPreferences, notifications, savedCampaigns, schema } from '@cf/db';
import { and, eq, inArray } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/postgres-js';
import { describe, expect, it } from 'vitest';
import { createUser, dataOf, insertUser, useTestApp } from '../../../test/app';
import { call, createdOf, fieldErrors, insertCampaign, ownerUser } from '../../../test/campaigns';
import type { CampaignDeps } from './context';
import { addUpdate } from './updates';

describe('campaign updates', () => {
  const ctx = useTestApp();
  const db = () => ctx.handle.db;

  /** n followers (savers) of a campaign; those listed in `noEmail` turned campaign-update e-mails off. */
  async function followers(campaignId: number, n: number, noEmail: number[] = []) {
    const users: { id: string; email: string }[] = [];
    for (let i = 0; i < n; i++) users.push(await insertUser(ctx, { userType: 'investor', notificationLanguage: i % 2 ? 'fr' : 'en' }));
    await db()
      .insert(savedCampaigns)
      .values(users.map((u) => ({ userId: u.id, campaignId })));
    if (noEmail.length > 0)
      await db()
        .insert(emailPreferences)
        .values(noEmail.map((i) => ({ userId: users[i]!.id, campaignUpdates: false })));
    return users;
  }

  it('the owner posts, edits and deletes updates; followers get a notification and, if they want it, an e-mail', async () => {
    const owner = await ownerUser(ctx);
    const c = await insertCampaign(ctx, owner.id, { status: 2, campaignName: 'Green Farms', slug: `green-farms-${Date.now()}` });
    const [wants, muted] = await followers(c.id, 2, [1]);
    // The owner saved their own campaign: they are not told about their own update.
    await db().insert(savedCampaigns).values({ userId: owner.id, campaignId: c.id });

    const bad = await call(ctx, owner.token, 'POST', '/campaigns/equity/updates', { campaignId: c.id, title: '', description: '' });
    expect(fieldErrors(bad).sort()).toEqual(['description: This field is required.', 'title: This field is required.']);
    expect(await db().select().from(campaignUpdates).where(eq(campaignUpdates.campaignId, c.id))).toEqual([]);

    const update = createdOf<{ id: number }>(
      await call(ctx, owner.token, 'POST', '/campaigns/equity/updates', {
        campaignId: c.id,
        title: 'First harvest',
        description: 'We shipped 2 tonnes.',
      }),
    );
    const notes = await db().select().from(notifications).where(eq(notifications.type, 'campaign-update'));
    expect(notes.map((n) => n.userId).sort()).toEqual([wants!.id, muted!.id].sort());
    expect(notes[0]).toMatchObject({
      messageKey: 'campaigns.updates.notification',
      params: { campaign: 'Green Farms', title: 'First harvest' },
      text: 'Green Farms posted an update: First harvest',
      link: `/campaign-detail-page/${c.slug}`,
    });
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.template, 'campaign-update'));
    expect(mails.map((m) => m.to)).toEqual([wants!.email]);
    expect(mails[0]).toMatchObject({ subject: 'New update from Green Farms', status: 'kept', userId: wants!.id });
    expect(mails[0]!.text).toContain('We shipped 2 tonnes.');
    expect(mails[0]!.text).toContain(`http://localhost/campaign-detail-page/${c.slug}`);

    const edited = await call(ctx, owner.token, 'PATCH', `/campaigns/equity/updates/${update.id}`, { title: 'First harvest!' });
    expect(dataOf(edited)).toMatchObject({ title: 'First harvest!', description: 'We shipped 2 tonnes.' });
    expect(fieldErrors(await call(ctx, owner.token, 'PATCH', `/campaigns/equity/updates/${update.id}`, { description: ' ' }))).toEqual([
      'description: This field is required.',
    ]);
    expect(dataOf<unknown[]>(await call(ctx, owner.token, 'GET', `/campaigns/equity/updates?campaignId=${c.id}`))).toHaveLength(1);

    const stranger = await createUser(ctx, { userType: 'campaign-owner' });
    expect((await call(ctx, stranger.token, 'PATCH', `/campaigns/equity/updates/${update.id}`, { title: 'Hijacked' })).statusCode).toBe(
      404,
    );
    expect((await call(ctx, stranger.token, 'DELETE', `/campaigns/equity/updates/${update.id}`)).statusCode).toBe(404);
    expect(dataOf(await call(ctx, owner.token, 'DELETE', `/campaigns/equity/updates/${update.id}`))).toEqual({
      id: update.id,
      deleted: true,
    });
  });

  it('tells 1 or 20 followers in the same number of queries (no N+1), and pushes each after the commit', async () => {
    const owner = await ownerUser(ctx);
    // A database handle over the same connections that counts every statement.
    let queries = 0;
    const counting: Database = drizzle({
      client: Reflect.get(ctx.handle.db, '$client'),
      schema,
      logger: { logQuery: () => void queries++ },
    });
    const pushes: { userId: string; payload: { unreadCount: number; text: string } }[] = [];
    const deps: CampaignDeps = {
      db: counting,
      mailer: ctx.app.mailer,
      storage: ctx.app.storage,
      config: ctx.app.config,
      realtime: { emitToUser: (userId, _event, payload) => pushes.push({ userId, payload: payload as never }) },
    };
    const actor = { id: owner.id, isAdmin: false, userType: 'campaign-owner' as const, lang: 'en', ip: '127.0.0.1' };

    const run = async (n: number) => {
      const c = await insertCampaign(ctx, owner.id, { status: 2, campaignName: `Campaign of ${n}` });
      // Everyone but the second follower wants the e-mail: both runs send notifications and e-mails.
      const users = await followers(c.id, n, n > 1 ? [1] : []);
      queries = 0;
      pushes.length = 0;
      await addUpdate(deps, actor, { campaignId: c.id, title: 'News', description: 'Details' });
      const ids = users.map((u) => u.id);
      const notes = await db()
        .select()
        .from(notifications)
        .where(and(inArray(notifications.userId, ids), eq(notifications.type, 'campaign-update')));
      const mails = await db()
        .select()
        .from(emailOutbox)
        .where(
          and(
            inArray(
              emailOutbox.to,
              users.map((u) => u.email),
            ),
            eq(emailOutbox.template, 'campaign-update'),
          ),
        );
      expect(notes).toHaveLength(n);
      expect(mails).toHaveLength(n > 1 ? n - 1 : 1);
      expect(pushes.map((p) => p.userId).sort()).toEqual([...ids].sort());
      expect(pushes.every((p) => p.payload.unreadCount === 1)).toBe(true);
      return queries;
    };
    const one = await run(1);
    const twenty = await run(20);
    expect(twenty).toBe(one);
    expect(one).toBeLessThanOrEqual(9);
  });
});
