import { formatMoney } from '@cf/domain';
import { formatInstant } from '@cf/domain/date-format';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { useDatabase } from '../support/database';
import { en } from '../support/i18n';
import { api, staffCookie, usePlatform } from '../support/platform';
import { hydrated, logInTo, tokenOf } from '../support/site';
import { updateSingleton } from '../support/staff';

const INVESTOR = 'investor@demo.test';

type Currency = { code: string; symbol: string; displayFormat: 'leftSymbol'; decimals: number; name: string };
type Target = { investmentId: string; campaignId: number; ownerEmail: string };

/**
 * Issue 16, US Reg CF (17 CFR 227.304(c)): the owner records a material change on the dashboard,
 * the investor sees it on the investment page and reconfirms; an investment not reconfirmed by
 * its deadline is cancelled by the job and the money is back in the investor's wallet.
 */
describe('Reg CF material change and reconfirmation', () => {
  const platform = usePlatform();
  const db = useDatabase(platform);
  const browser = useBrowser();
  let target: Target;
  let investorToken = '';

  const get = async <T>(path: string, token: string) => {
    const res = await api(platform, 'GET', `/api/v1${path}`, { token });
    expect(res.status, res.text).toBe(200);
    return (res.json!.data as { data: T }).data;
  };

  beforeAll(async () => {
    await updateSingleton(platform, 'compliance-settings', { jurisdiction: 'us-reg-cf' });
    // A paid investment of the demo investor in a live campaign of a demo owner.
    const [row] = await db.sql<{ investment_id: string; campaign_id: number; owner_email: string }[]>`
      select i.id as investment_id, c.id as campaign_id, o.email as owner_email
      from investments i
      join users inv on inv.id = i.investor_id
      join campaigns c on c.id = i.campaign_id
      join users o on o.id = c.owner_id
      where inv.email = ${INVESTOR} and i.status = 'success' and c.status = 2 and c.settled_at is null
        and o.email like '%@demo.test'
      order by (o.email = 'owner@demo.test') desc, i.created_at
      limit 1`;
    expect(row, 'a paid demo investment in a live campaign').toBeDefined();
    target = { investmentId: row!.investment_id, campaignId: row!.campaign_id, ownerEmail: row!.owner_email };
    investorToken = await tokenOf(platform, INVESTOR);
  });

  it('the owner records a change; the investor sees it with its deadline and reconfirms', { timeout: 90_000 }, async () => {
    const description = `Our chief executive stepped down (${Date.now()}).`;
    const owner = await browser.page();
    await logInTo(owner, platform, target.ownerEmail, `/campaign-dashboard/${target.campaignId}`);
    await hydrated(owner);
    const form = owner.getByTestId('material-change-form');
    await form.getByLabel(en.reconfirmations.owner.description).fill(description);
    await Promise.all([
      owner.waitForURL(new RegExp(`/campaign-dashboard/${target.campaignId}`)),
      form.getByRole('button', { name: en.reconfirmations.owner.record }).click(),
    ]);
    const [head] = en.reconfirmations.owner.recorded.split('{{count}}') as [string];
    await expect.poll(() => owner.getByRole('status').filter({ hasText: head }).count(), { timeout: 10_000 }).toBe(1);

    const asked = await get<{ pending: boolean; reconfirmBy: string; description: string }>(
      `/my-investment/${target.investmentId}/reconfirmation`,
      investorToken,
    );
    expect(asked).toMatchObject({ pending: true, description });
    const [site] = await db.sql<{ timezone: string }[]>`select timezone from site_settings limit 1`;
    const timezone = site?.timezone ?? 'UTC';

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, `/investments/${target.investmentId}`);
    await hydrated(page);
    const section = page.getByTestId('reconfirm-investment');
    expect(await section.innerText()).toContain(description);
    expect(await section.innerText()).toContain(formatInstant(asked.reconfirmBy, 'en', timezone, 'longDateTime'));
    await Promise.all([
      page.waitForURL(new RegExp(`/investments/${target.investmentId}$`)),
      section.getByRole('button', { name: en.reconfirmations.investor.reconfirm }).click(),
    ]);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: en.reconfirmations.investor.done }).count(), { timeout: 10_000 })
      .toBe(1);
    expect(await page.getByTestId('reconfirm-investment').count()).toBe(0);
    const after = await get<{ pending: boolean; reconfirmedAt: string | null }>(
      `/my-investment/${target.investmentId}/reconfirmation`,
      investorToken,
    );
    expect(after.pending).toBe(false);
    expect(after.reconfirmedAt).not.toBeNull();
  });

  it('an investment not reconfirmed in time is cancelled by the job and refunded to the wallet', { timeout: 90_000 }, async () => {
    // A second change asks again; its deadline is moved into the past to stand for 5 business days passing.
    const ownerToken = await tokenOf(platform, target.ownerEmail);
    const change = await api(platform, 'POST', `/api/v1/campaign/${target.campaignId}/material-change`, {
      token: ownerToken,
      body: { description: 'The minimum raise changed.' },
    });
    expect(change.status, change.text).toBe(201);
    await db.sql`update investments set reconfirm_by = now() - interval '1 minute' where id = ${target.investmentId}`;

    const detail = await get<{ amount: number; currency: Currency; status: string }>(
      `/my-investment/${target.investmentId}`,
      investorToken,
    );
    expect(detail.status).toBe('success');
    const balance = async () =>
      (await get<{ balance: number }>(`/wallet/get-user-wallet-detail?currencyCode=${detail.currency.code}`, investorToken)).balance;
    const before = await balance();

    const cookie = await staffCookie(platform);
    const run = await api(platform, 'POST', '/api/v1/console/jobs/reconfirmations/run', { cookie });
    expect(run.status, run.text).toBe(200);
    // The run ends in the background: the investment is refunded once it has.
    await expect
      .poll(async () => (await get<{ status: string }>(`/my-investment/${target.investmentId}`, investorToken)).status, { timeout: 20_000 })
      .toBe('refunded');
    expect(await balance()).toBe(before + detail.amount);

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, `/settings/wallet?currency=${detail.currency.code}`);
    expect(await page.getByTestId('wallet-balance').innerText()).toContain(formatMoney(before + detail.amount, detail.currency, 'en'));
  });
});
