import { currencies, type Database, siteSettings } from '@cf/db';
import { ConflictError, NotFoundError } from '@cf/domain';
import { uiLanguage } from '@cf/i18n';
import { eq } from 'drizzle-orm';
import { balanceOf } from '../../ledger/index';
import { campaignTitle, currencyOf, payableAccount, payoutsOf, payoutSubject } from '../subject';

/**
 * The settlement statement of a campaign with its fee invoice (PDF), for its owner and staff only
 * (404 to anyone else). Rendered when asked for, from the settlement row and the payouts as they
 * stand, so it is never stale; the PDF module (fonts, layout) is loaded on the first statement.
 */
export async function settlementStatement(db: Database, caller: { id: string; isAdmin: boolean }, campaignId: number, lang: string) {
  const s = await payoutSubject(db, campaignId);
  if (!s || (s.campaign.ownerId !== caller.id && !caller.isAdmin)) throw new NotFoundError();
  const settlement = s.settlement;
  if (!settlement) throw new ConflictError('payouts.errors.notSettled');
  const code = currencyOf(s);
  const [[site], [currency], rows, payable] = await Promise.all([
    db.select({ siteName: siteSettings.siteName, timezone: siteSettings.timezone }).from(siteSettings).limit(1),
    db.select().from(currencies).where(eq(currencies.code, code)),
    payoutsOf(db, campaignId),
    balanceOf(db, payableAccount(campaignId, code)),
  ]);
  const { renderStatement } = await import('./document');
  const pdf = await renderStatement({
    lang: uiLanguage(lang),
    siteName: site?.siteName ?? 'Fundright',
    timezone: site?.timezone ?? 'UTC',
    campaignId,
    campaignName: campaignTitle(s.campaign),
    companyName: s.campaign.companyName ?? campaignTitle(s.campaign),
    ownerName: `${s.owner.firstName} ${s.owner.lastName}`,
    currency: currency ?? { code, symbol: code, displayFormat: 'leftSpaceCode', decimals: 2 },
    outcome: settlement.outcome,
    raised: settlement.raised,
    feeBps: settlement.feeBps,
    fee: settlement.fee,
    refunded: settlement.refunded,
    net: settlement.net,
    paidOut: rows.filter((p) => p.status === 'confirmed').reduce((n, p) => n + p.amount, 0),
    payable,
    settledAt: settlement.settledAt,
    payouts: [...rows].reverse(),
  });
  return { pdf, filename: `settlement-statement-${campaignId}.pdf` };
}
