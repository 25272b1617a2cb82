import { captchaChallenges, emailOutbox, jobRuns, loginAttempts, notifications, oauthStates, userTokens, users } from '@cf/db';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertUser, useTestApp } from '../../test/app';
import { buildApp } from '../app';
import { testConfig } from '../config';
import { Mailer } from '../lib/mail/mailer';
import type { MailTransport, OutgoingEmail } from '../providers/mail/index';
import { runCleanup } from './cleanup';
import { runDigests } from './digests';
import { runOutboxRetries } from './outbox';

const NOW = new Date('2031-03-15T07:00:00Z');
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number, from = NOW) => new Date(from.getTime() - ms);

describe('jobs', () => {
  const ctx = useTestApp();
  const deps = () => ({ db: ctx.app.db, mailer: ctx.app.mailer });

  /** A user with a frequency, language and last digest, and one unread notification from an hour before `at`. */
  const person = async (
    props: { frequency: string; lang?: string; lastDigestAt?: Date | null; status?: 'active' | 'suspended' },
    at = NOW,
  ) => {
    const user = await insertUser(ctx, {
      notificationFrequency: props.frequency,
      notificationLanguage: props.lang ?? 'en',
      lastDigestAt: props.lastDigestAt ?? null,
      status: props.status ?? 'active',
      firstName: 'Dana',
    });
    await notify(user.id, 'notify.kyc.approved', {}, ago(HOUR, at));
    return user;
  };
  const notify = async (userId: string, messageKey: string, params: Record<string, string>, createdAt: Date) => {
    const [row] = await ctx.handle.db
      .insert(notifications)
      .values({ userId, type: 'kyc', messageKey, params, text: 'stored', createdAt })
      .returning();
    return row!;
  };
  const digestsTo = (userIds: string[]) =>
    ctx.handle.db
      .select()
      .from(emailOutbox)
      .where(and(inArray(emailOutbox.userId, userIds), eq(emailOutbox.template, 'notification-digest')));

  describe('notification digests', () => {
    type Person = { id: string; email: string };
    type Name =
      'dailyNew' | 'dailyYesterday' | 'dailyToday' | 'weeklyDue' | 'weeklyNotDue' | 'monthlyDue' | 'monthlyNotDue' | 'never' | 'suspended';
    const people = {} as Record<Name, Person>;
    let all: string[] = [];

    beforeAll(async () => {
      people.dailyNew = await person({ frequency: 'daily' });
      people.dailyYesterday = await person({ frequency: 'daily', lang: 'fr', lastDigestAt: new Date(NOW.getTime() - DAY + 5_000) });
      people.dailyToday = await person({ frequency: 'daily', lastDigestAt: ago(2 * HOUR) });
      people.weeklyDue = await person({ frequency: 'weekly', lang: 'ar', lastDigestAt: ago(7 * DAY) });
      people.weeklyNotDue = await person({ frequency: 'weekly', lastDigestAt: ago(3 * DAY) });
      people.monthlyDue = await person({ frequency: 'monthly', lastDigestAt: new Date('2031-02-14T07:00:00Z') });
      people.monthlyNotDue = await person({ frequency: 'monthly', lastDigestAt: ago(20 * DAY) });
      people.never = await person({ frequency: 'never' });
      people.suspended = await person({ frequency: 'daily', status: 'suspended' });
      all = Object.values(people).map((p) => p.id);
      // Read, already e-mailed, and future notifications are never in a digest.
      const read = await notify(people.dailyNew.id, 'notify.account.restored', {}, ago(HOUR));
      await ctx.handle.db.update(notifications).set({ readAt: NOW }).where(eq(notifications.id, read.id));
      const emailed = await notify(people.dailyNew.id, 'notify.account.restored', {}, ago(HOUR));
      await ctx.handle.db
        .update(notifications)
        .set({ emailedAt: ago(DAY) })
        .where(eq(notifications.id, emailed.id));
      await notify(people.dailyNew.id, 'notify.account.restored', {}, new Date(NOW.getTime() + HOUR));
      await notify(people.weeklyDue.id, 'notify.accreditation.declined', { reason: 'رسالة ناقصة' }, ago(2 * HOUR));
    });

    it('selects daily, weekly and monthly users whose period has elapsed; never, suspended and recent ones get nothing', async () => {
      const run = await runDigests(deps(), NOW);
      expect(run).toEqual({ emails: 4, notifications: 5 });
      const sent = await digestsTo(all);
      const to = (id: string) => sent.filter((e) => e.userId === id);
      expect(sent.map((e) => e.userId).sort()).toEqual(
        [people.dailyNew.id, people.dailyYesterday.id, people.weeklyDue.id, people.monthlyDue.id].sort(),
      );
      for (const id of [people.dailyNew.id, people.dailyYesterday.id, people.weeklyDue.id, people.monthlyDue.id])
        expect(to(id)).toHaveLength(1);

      const [english] = to(people.dailyNew.id);
      expect(english).toMatchObject({ lang: 'en', status: 'kept', subject: 'Your notifications on Fundright', to: people.dailyNew.email });
      expect(english!.text).toContain('Hello Dana,');
      expect(english!.text).toContain('• Your identity verification has been approved.');
      expect(english!.text).not.toContain('Your account has been restored.');
      expect(english!.text).toContain('See all notifications: http://localhost/notifications');
      expect(english!.text).toContain('You receive this summary every day.');

      const [french] = to(people.dailyYesterday.id);
      expect(french).toMatchObject({ lang: 'fr', subject: 'Vos notifications sur Fundright' });
      expect(french!.text).toContain('• Votre vérification d’identité a été approuvée.');

      const [arabic] = to(people.weeklyDue.id);
      expect(arabic).toMatchObject({ lang: 'ar', subject: 'إشعاراتك على Fundright' });
      expect(arabic!.html).toContain('dir="rtl"');
      // Newest first: the approval came an hour after the decline.
      const approval = arabic!.text.indexOf('تمت الموافقة على التحقق من هويتك.');
      expect(approval).toBeGreaterThan(0);
      expect(approval).toBeLessThan(arabic!.text.indexOf('تم رفض اعتمادك كمستثمر. السبب: رسالة ناقصة'));
      expect(arabic!.text).toContain('كل أسبوع');

      // Marked e-mailed, and lastDigestAt set, in the same transaction as the e-mail.
      const [user] = await ctx.handle.db.select().from(users).where(eq(users.id, people.weeklyDue.id));
      expect(user!.lastDigestAt).toEqual(NOW);
      const rows = await ctx.handle.db.select().from(notifications).where(eq(notifications.userId, people.weeklyDue.id));
      expect(rows.every((n) => n.emailedAt?.getTime() === NOW.getTime())).toBe(true);
    });

    it('is idempotent: a second run at the same time sends nothing', async () => {
      const before = (await digestsTo(all)).length;
      expect(await runDigests(deps(), NOW)).toEqual({ emails: 0, notifications: 0 });
      expect(await digestsTo(all)).toHaveLength(before);
    });

    it('the next day, daily users with something new get the next digest; a weekly one waits', async () => {
      const tomorrow = new Date(NOW.getTime() + DAY + 30_000);
      await notify(people.dailyNew.id, 'notify.account.suspended', { reason: 'x' }, ago(HOUR, tomorrow));
      await notify(people.weeklyDue.id, 'notify.account.suspended', { reason: 'x' }, ago(HOUR, tomorrow));
      const run = await runDigests(deps(), tomorrow);
      // dailyNew (the new one and yesterday's future one) and dailyToday (its digest was 2 hours before NOW).
      expect(run).toEqual({ emails: 2, notifications: 3 });
      expect(await digestsTo([people.dailyToday.id])).toHaveLength(1);
      expect(await digestsTo([people.weeklyDue.id])).toHaveLength(1);
      const mails = (await digestsTo([people.dailyNew.id])).map((e) => e.text);
      expect(mails).toHaveLength(2);
      // The future notification of yesterday is due now, with today's.
      expect(
        mails.some((t) => t.includes('Your account has been suspended. Reason: x') && t.includes('Your account has been restored.')),
      ).toBe(true);
    });

    it('three concurrent runs send once (each user is claimed under a row lock)', async () => {
      const later = new Date(NOW.getTime() + 40 * DAY);
      const user = await person({ frequency: 'daily' }, later);
      await Promise.all([runDigests(deps(), later), runDigests(deps(), later), runDigests(deps(), later)]);
      expect(await digestsTo([user.id])).toHaveLength(1);
    });

    it('lists at most 20 and counts the rest', async () => {
      const later = new Date(NOW.getTime() + 120 * DAY);
      const user = await person({ frequency: 'daily' }, later);
      for (let i = 0; i < 24; i++) await notify(user.id, 'notify.account.restored', {}, ago(2 * HOUR + i * 1000, later));
      await runDigests(deps(), later);
      const [mail] = await digestsTo([user.id]);
      expect(mail!.text.match(/^• /gm)).toHaveLength(20);
      expect(mail!.text).toContain('And 5 more on the site.');
    });
  });

  describe('e-mail outbox retries', () => {
    it('sends what is still queued', async () => {
      const sent: OutgoingEmail[] = [];
      let failNext = true;
      const transport: MailTransport = {
        delivers: true,
        send: async (email) => {
          if (failNext) {
            failNext = false;
            throw new Error('SMTP down');
          }
          sent.push(email);
        },
      };
      const mailer = new Mailer(ctx.app.db, transport, 'http://localhost', ctx.app.log);
      const [row] = await ctx.handle.db
        .insert(emailOutbox)
        .values({ to: 'retry@example.test', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>', template: 'test', lang: 'en', status: 'queued' })
        .returning();
      await runOutboxRetries({ db: ctx.app.db, mailer });
      let [after] = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
      expect(after).toMatchObject({ status: 'queued', attempts: 1, error: 'SMTP down' });
      await runOutboxRetries({ db: ctx.app.db, mailer });
      [after] = await ctx.handle.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
      expect(after).toMatchObject({ status: 'sent', attempts: 2, error: null });
      expect(sent.map((e) => e.to)).toEqual(['retry@example.test']);
    });
  });

  describe('clean-up', () => {
    it('removes expired captchas and OAuth states, used or long-expired tokens and old login attempts, and keeps the rest', async () => {
      const db = ctx.handle.db;
      const user = await insertUser(ctx);
      await db.delete(captchaChallenges);
      await db.delete(oauthStates);
      await db.delete(loginAttempts);
      await db.insert(captchaChallenges).values([
        { answerHash: 'old', expiresAt: ago(2 * HOUR) },
        { answerHash: 'fresh', expiresAt: new Date(NOW.getTime() + 60_000) },
      ]);
      await db.insert(oauthStates).values([
        { state: 'old-state', provider: 'google', codeVerifier: 'v', expiresAt: ago(2 * HOUR) },
        { state: 'fresh-state', provider: 'google', codeVerifier: 'v', expiresAt: new Date(NOW.getTime() + 60_000) },
      ]);
      const token = (tokenHash: string, expiresAt: Date, usedAt: Date | null = null) => ({
        userId: user.id,
        purpose: 'activation' as const,
        tokenHash,
        expiresAt,
        usedAt,
      });
      await db
        .insert(userTokens)
        .values([
          token('used-long-ago', new Date(NOW.getTime() + DAY), ago(2 * DAY)),
          token('used-just-now', new Date(NOW.getTime() + DAY), ago(HOUR)),
          token('expired-long-ago', ago(8 * DAY)),
          token('expired-yesterday', ago(DAY)),
          token('valid', new Date(NOW.getTime() + DAY)),
        ]);
      await db.insert(loginAttempts).values([
        { email: 'a@example.test', ip: '10.0.0.1', success: false, createdAt: ago(31 * DAY) },
        { email: 'a@example.test', ip: '10.0.0.1', success: false, createdAt: ago(HOUR) },
      ]);
      // Job runs: a month of history, but a job's newest scheduled run is what says its period ran.
      const run = (job: string, period: string, finishedDaysAgo: number | null, trigger: 'schedule' | 'manual' = 'schedule') => ({
        job,
        period,
        trigger,
        status: finishedDaysAgo === null ? ('running' as const) : ('succeeded' as const),
        startedAt: ago((finishedDaysAgo ?? 40) * DAY + HOUR),
        finishedAt: finishedDaysAgo === null ? null : ago(finishedDaysAgo * DAY),
      });
      await db.delete(jobRuns);
      await db
        .insert(jobRuns)
        .values([
          run('quarterly', '2030-Q4', 120),
          run('quarterly', '2031-Q1', 70),
          run('quarterly', 'manual:old', 40, 'manual'),
          run('hourly', '2031-01-01T10', 60),
          run('hourly', '2031-03-14T10', 1),
          run('hourly', '2031-01-02T10', null),
        ]);

      expect(await runCleanup({ db: ctx.app.db }, NOW)).toEqual({
        captchas: 1,
        oauthStates: 1,
        userTokens: 2,
        loginAttempts: 1,
        jobRuns: 3,
      });
      expect((await db.select().from(captchaChallenges)).map((c) => c.answerHash)).toEqual(['fresh']);
      expect((await db.select().from(oauthStates)).map((s) => s.state)).toEqual(['fresh-state']);
      const left = await db.select({ hash: userTokens.tokenHash }).from(userTokens).where(eq(userTokens.userId, user.id));
      expect(left.map((t) => t.hash).sort()).toEqual(['expired-yesterday', 'used-just-now', 'valid']);
      expect(await db.select().from(loginAttempts)).toHaveLength(1);
      const runs = await db.select({ job: jobRuns.job, period: jobRuns.period }).from(jobRuns);
      expect(runs.map((r) => `${r.job} ${r.period}`).sort()).toEqual(['hourly 2031-01-02T10', 'hourly 2031-03-14T10', 'quarterly 2031-Q1']);
      // Nothing left to do the second time.
      expect(await runCleanup({ db: ctx.app.db }, NOW)).toEqual({
        captchas: 0,
        oauthStates: 0,
        userTokens: 0,
        loginAttempts: 0,
        jobRuns: 0,
      });
    });
  });

  describe('scheduler', () => {
    it('an instance with jobs enabled starts (a bad DIGEST_CRON falls back to the default) and stops cleanly', async () => {
      for (const digestCron of ['0 7 * * *', 'not a cron']) {
        const app = await buildApp(testConfig({ jobs: { enabled: true, digestCron } }), { database: ctx.handle });
        await app.ready();
        await app.close();
      }
    });
  });
});
