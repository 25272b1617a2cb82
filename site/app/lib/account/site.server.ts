import type { AppLoadContext } from '@remix-run/node';
import { loadShell } from '../shell.server';
import type { SiteCurrency } from './money';

/** Site settings the account pages need beyond the layout's (from the cached shell call). */
export async function siteExtras(request: Request, context: AppLoadContext, lang: string) {
  const shell = await loadShell(request, context, lang);
  const { settings } = shell;
  const currency: SiteCurrency = settings.currency
    ? {
        code: settings.currency.code,
        symbol: settings.currency.symbol,
        displayFormat: settings.currency.displayFormat,
        decimals: settings.currency.decimals,
      }
    : { code: 'USD', symbol: '$', displayFormat: 'leftSymbol', decimals: 2 };
  return {
    timezone: settings.timezone ?? 'UTC',
    currency,
    languages: shell.languages.map(({ code, nativeName }) => ({ code, nativeName })),
    siteName: settings.siteName,
  };
}
