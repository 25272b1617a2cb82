import { messages, uiLanguage } from '@cf/i18n';
import type { AppLoadContext } from '@remix-run/node';
import { accountApi } from '../account/api.server';
import { siteExtras } from '../account/site.server';
import { apiGet } from '../api.server';
import type { WalletCurrency } from './types';

/** The wallet and investing sentences a money page shows (sent with the page, not in every page's root). */
export function moneyMessages(lang: string) {
  const all = messages[uiLanguage(lang)];
  // The bank rules' messages are the campaign funding step's: the withdraw form checks them in the browser too.
  return { wallet: all.wallet, invest: all.invest, payments: all.payments, campaigns: { validation: all.campaigns.validation } };
}

/** The active currencies, and the one the page is about: ?currency=, else the site's default. */
export async function walletCurrencies(request: Request, context: AppLoadContext, lang: string) {
  const [all, site] = await Promise.all([
    apiGet<WalletCurrency[]>(context, { path: '/admin/currencies/front', lang }),
    siteExtras(request, context, lang),
  ]);
  const currencies = all ?? [];
  const asked = new URL(request.url).searchParams.get('currency')?.toUpperCase();
  const current = currencies.find((c) => c.code === asked) ?? currencies.find((c) => c.code === site.currency.code) ?? currencies[0];
  if (!current) throw new Response('No currency', { status: 404 });
  return { currencies, current, timezone: site.timezone };
}

export { accountApi };
