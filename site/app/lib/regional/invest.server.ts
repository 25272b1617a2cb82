import type { AccountApi } from '../account/api.server';
import { dataOf, isOk } from '../api.server';
import { REGIONAL_API } from './paths';
import type { RegionalWallet } from './types';

/**
 * For the invest page: the investor's regional (MangoPay) wallet balance when that route is offered
 * and can pay this campaign; null when it cannot (the regional wallet is off on this site, or holds
 * another currency), in which case the page should not offer the route at all.
 */
export async function regionalBalanceFor(api: AccountApi, routes: readonly string[], currencyCode: string): Promise<number | null> {
  if (!routes.includes('mangopay')) return null;
  const res = await api.send('GET', `${REGIONAL_API}/wallet-detail`);
  if (!isOk(res)) return null;
  const wallet = dataOf<RegionalWallet>(res);
  return wallet.currencyCode === currencyCode ? wallet.balance : null;
}
