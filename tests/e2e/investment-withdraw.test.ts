import { formatMoney } from '@cf/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { en } from '../support/i18n';
import { api, usePlatform } from '../support/platform';
import { hydrated, logInTo, tokenOf } from '../support/site';

const INVESTOR = 'investor@demo.test';

type Currency = { code: string; symbol: string; displayFormat: 'leftSymbol'; decimals: number; name: string };
type Row = { id: string; status: string };
type Detail = Row & { amount: number; currency: Currency; withdrawableUntil: string | null };

/**
 * Issue 16: the demo investor withdraws a paid investment of an open campaign from its page (the
 * button, then the confirm step), is told so, and the money is back in the wallet.
 */
describe('an investor withdraws an investment before the close', () => {
  const platform = usePlatform();
  const browser = useBrowser();
  let token = '';
  const call = async <T>(path: string) => {
    const res = await api(platform, 'GET', `/api/v1${path}`, { token });
    expect(res.status, res.text).toBe(200);
    return (res.json!.data as { data: T }).data;
  };
  const balanceOf = async (code: string) =>
    (await call<{ balance: number }>(`/wallet/get-user-wallet-detail?currencyCode=${code}`)).balance;

  beforeAll(async () => {
    token = await tokenOf(platform, INVESTOR);
  });

  it('from the investment page, and the wallet balance goes up by its amount', { timeout: 60_000 }, async () => {
    // The demo investor's paid investments: the first one its page offers to withdraw.
    const rows = await call<Row[]>('/my-investment/?status=success');
    let investment: Detail | undefined;
    for (const row of rows) {
      const detail = await call<Detail>(`/my-investment/${row.id}`);
      if (detail.withdrawableUntil) {
        investment = detail;
        break;
      }
    }
    expect(investment, 'a demo investment open to withdrawal').toBeDefined();
    const { id, amount, currency } = investment!;
    const before = await balanceOf(currency.code);

    const page = await browser.page();
    await logInTo(page, platform, INVESTOR, `/investments/${id}`);
    await hydrated(page);
    const section = page.getByTestId('withdraw-investment');
    await section.locator('summary', { hasText: en.withdrawal.button }).click();
    await Promise.all([
      page.waitForURL(new RegExp(`/investments/${id}$`)),
      section.getByRole('button', { name: en.withdrawal.confirm }).click(),
    ]);
    // The toast names the amount (the text around it as written, the amount in the currency's format).
    const [head] = en.withdrawal.done.split('{{amount}}') as [string];
    const toast = page.getByRole('status').filter({ hasText: head });
    await expect.poll(() => toast.count(), { timeout: 10_000 }).toBe(1);
    expect(await toast.innerText()).toContain(formatMoney(amount, currency, 'en'));
    // The page no longer offers it; the wallet holds the money.
    expect(await page.getByTestId('withdraw-investment').count()).toBe(0);
    expect(await balanceOf(currency.code)).toBe(before + amount);
    await page.goto(`${platform.url}/settings/wallet?currency=${currency.code}`);
    expect(await page.getByTestId('wallet-balance').innerText()).toContain(formatMoney(before + amount, currency, 'en'));
  });
});
