import { runStatements } from '@cf/api/jobs/statements';
import { Mailer } from '@cf/api/lib/mail/mailer';
import { boundsOf } from '@cf/api/modules/statements/period';
import { OutboxOnlyTransport } from '@cf/api/providers/mail/index';
import { pdfText } from '@cf/api/test/identity';
import { openDatabase } from '@cf/db';
import { databaseUrl } from '@cf/db/testing';
import { formatMoney } from '@cf/domain';
import { quarterOf } from '@cf/domain/statements';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { accessibilityProblems } from '../support/console';
import { useDatabase, userIdOf } from '../support/database';
import { ar, en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { logInTo, tokenOf } from '../support/site';

const INVESTOR = 'investor@demo.test';

/**
 * The demo investor's quarterly statement: the job states the quarter (run here as on the next
 * quarter's first days: the demo's money all moved in this one), then the investor goes from the
 * wallet to the statements page, sees it and downloads the PDF; the page reads right to left in
 * Arabic.
 */
describe('quarterly statements', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  const db = useDatabase(platform);
  let period = '';

  beforeAll(async () => {
    // Demo site time zone: UTC. The job, as the scheduler would run it after this quarter.
    period = quarterOf(new Date().toISOString().slice(0, 10));
    const handle = await openDatabase({ url: databaseUrl(platform.database!), poolSize: 2 });
    try {
      const log = { info: () => {} } as unknown as ConstructorParameters<typeof Mailer>[3];
      const mailer = new Mailer(handle.db, new OutboxOnlyTransport(), platform.url, log);
      const run = await runStatements({ db: handle.db, mailer }, new Date(boundsOf(period, 'UTC').to.getTime() + 86_400_000));
      expect(run).toMatchObject({ period });
    } finally {
      await handle.close();
    }
  });

  it('goes from the wallet to the statement and downloads its PDF', { timeout: 120_000 }, async () => {
    const investorId = await userIdOf(db.sql, INVESTOR);
    const [statement] = await db.sql<
      { id: number }[]
    >`select id from investor_statements where user_id = ${investorId} and period = ${period}`;
    const [mail] = await db.sql<
      { text: string }[]
    >`select text from email_outbox where user_id = ${investorId} and template = 'investor-statement'`;
    expect(mail!.text).toContain(`${platform.url}/settings/statements/${statement!.id}`);

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, '/settings/wallet?currency=USD');
    await Promise.all([page.waitForURL(/\/settings\/statements$/), page.getByRole('link', { name: en.statements.link }).click()]);
    await expect.poll(() => page.getByRole('heading', { level: 1, name: en.statements.title }).isVisible()).toBe(true);
    const [year, quarter] = period.split('-Q');
    const label = `Q${quarter} ${year}`;
    const rows = page.getByTestId('statement');
    expect(await rows.count()).toBe(1);
    expect(await rows.first().innerText()).toContain(label);
    expect(await accessibilityProblems(page)).toEqual([]);

    // The download is the PDF of the investor's own figures.
    const link = page.getByRole('link', { name: `${en.statements.list.download} — ${label}` });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/settings/statements/${statement!.id}`);
    const res = await page.request.get(new URL(href!, platform.url).toString());
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('application/pdf');
    const bytes = await res.body();
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes);
    const [person] = await db.sql<{ name: string }[]>`select first_name || ' ' || last_name as name from users where id = ${investorId}`;
    expect(text).toContain(person!.name);
    expect(text).toContain(`${en.statements.pdf.title} — ${label}`);
    // Its closing balance is the one the API states, which is the wallet's.
    const token = await tokenOf(platform, INVESTOR);
    const figures = await api(platform, 'GET', `/api/v1/statements/${statement!.id}`, { token });
    const usd = (figures.json!.data as { data: { currencies: { currencyCode: string; closing: number }[] } }).data.currencies.find(
      (c) => c.currencyCode === 'USD',
    )!;
    const [wallet] = await db.sql<{ balance: string }[]>`
      select balance from ledger_accounts where kind = 'investor_wallet' and user_id = ${investorId} and currency = 'USD'`;
    expect(usd.closing).toBe(Number(wallet!.balance));
    expect(text).toContain(formatMoney(usd.closing, { code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 }));

    // In Arabic the page reads right to left.
    await page.context().addCookies([{ name: 'lng', value: 'ar', url: platform.url }]);
    await page.goto(`${platform.url}/settings/statements`);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: ar.statements.title }).isVisible()).toBe(true);
    expect(await page.getByTestId('statement').count()).toBe(1);
  });
});
