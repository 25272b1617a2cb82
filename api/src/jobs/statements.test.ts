import { emailOutbox, investorStatements, users } from '@cf/db';
import { and, count, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { latestNotifications, useTestApp } from '../../test/app';
import { readyInvestor } from '../../test/money';
import type { Mailer } from '../lib/mail/mailer';
import { checkLedger } from '../modules/ledger/index';
import { currentQuarter, handWorkedInvestor, openingBalance } from '../modules/statements/testing';
import { runStatements } from './statements';

describe('the quarterly statements job', () => {
  const ctx = useTestApp();
  const db = () => ctx.handle.db;
  let quarter: Awaited<ReturnType<typeof currentQuarter>>;
  let hand: Awaited<ReturnType<typeof handWorkedInvestor>>;
  let holder = { id: '' };
  let french = { id: '' };

  beforeAll(async () => {
    quarter = await currentQuarter(db());
    hand = await handWorkedInvestor(ctx, quarter.from);
    // Money in the wallet all quarter, no movement: a statement all the same.
    holder = await readyInvestor(ctx);
    await openingBalance(db(), holder.id, 75_00, quarter.from);
    french = await readyInvestor(ctx);
    await db().update(users).set({ notificationLanguage: 'fr', firstName: 'Élise' }).where(eq(users.id, french.id));
    await openingBalance(db(), french.id, 1_234_56, quarter.from);
  });

  afterEach(async () => {
    expect(await checkLedger(db())).toMatchObject({ balanced: true });
  });

  const statementEmails = () =>
    db()
      .select({ userId: emailOutbox.userId, n: count() })
      .from(emailOutbox)
      .where(eq(emailOutbox.template, 'investor-statement'))
      .groupBy(emailOutbox.userId);
  const made = () => db().select().from(investorStatements).where(eq(investorStatements.period, quarter.period));

  /** The app's mailer, failing from its `failAt`th batch on: a crash in the middle of the run. */
  function crashingMailer(failAt: number): Mailer {
    let calls = 0;
    const mailer = Object.create(ctx.app.mailer) as Mailer;
    mailer.sendMany = (emails, tx) => {
      calls++;
      if (calls >= failAt) return Promise.reject(new Error('mail server gone'));
      return ctx.app.mailer.sendMany(emails, tx);
    };
    return mailer;
  }

  it('resumes after a crash midway: what was done stays done, the rest comes on the next run', async () => {
    await expect(runStatements({ db: db(), mailer: crashingMailer(2) }, quarter.jobNow, { batch: 10 })).rejects.toThrow(/mail server gone/);
    const first = await made();
    // The first batch committed with its e-mails; every later batch rolled back whole.
    expect(first).toHaveLength(10);
    expect((await statementEmails()).reduce((sum, r) => sum + r.n, 0)).toBe(10);

    // Two instances pick it up at once: each investor still gets one statement and one e-mail.
    const [a, b] = await Promise.all([runStatements(ctx.app, quarter.jobNow, { batch: 10 }), runStatements(ctx.app, quarter.jobNow)]);
    const all = await made();
    expect(a.made + b.made).toBe(all.length - 10);
    expect(all.length).toBeGreaterThan(50);
    for (const id of [hand.investor.id, holder.id, french.id]) expect(all.filter((r) => r.userId === id)).toHaveLength(1);
    const emails = await statementEmails();
    expect(emails).toHaveLength(all.length);
    expect(emails.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('sends nothing twice when run again', async () => {
    const before = await statementEmails();
    expect(await runStatements(ctx.app, quarter.jobNow)).toEqual({ period: quarter.period, investors: 0, made: 0, emailed: 0 });
    expect(await runStatements(ctx.app, new Date(quarter.jobNow.getTime() + 20 * 86_400_000))).toMatchObject({ made: 0, emailed: 0 });
    expect(await statementEmails()).toEqual(before);
  });

  it('e-mails each investor their figures and the link to the PDF, in their language, and notifies them', async () => {
    const [statement] = await db()
      .select()
      .from(investorStatements)
      .where(and(eq(investorStatements.userId, hand.investor.id), eq(investorStatements.period, quarter.period)));
    expect(statement!.emailedAt).toBeInstanceOf(Date);
    const [mail] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, hand.investor.id), eq(emailOutbox.template, 'investor-statement')));
    const [, quarterNumber] = quarter.period.split('-Q');
    const year = quarter.period.slice(0, 4);
    expect(mail!.subject).toBe(`Your Q${quarterNumber} ${year} statement from Fundright`);
    expect(mail!.text).toContain(
      'USD: opening balance $300.00, closing balance $912.50; received $12.50 in repayments, interest and dividends.',
    );
    expect(mail!.text).toContain(`/settings/statements/${statement!.id}`);
    const [note] = await latestNotifications(ctx, hand.investor.id);
    expect(note).toMatchObject({ type: 'statement', messageKey: 'statements.notify.ready', link: `/settings/statements/${statement!.id}` });
    expect(note!.text).toBe(`Your statement for Q${quarterNumber} ${year} is ready.`);

    const [fr] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.userId, french.id), eq(emailOutbox.template, 'investor-statement')));
    expect(fr!.subject).toBe(`Votre relevé T${quarterNumber} ${year} de Fundright`);
    expect(fr!.text).toContain('Bonjour Élise,');
    expect(fr!.text).toMatch(/USD : solde d’ouverture \$1\s234,56, solde de clôture \$1\s234,56 ;/);
  });
});
