import { campaigns, currencies, type Database, files, type investments, users } from '@cf/db';
import { formatMoney, NotFoundError, ValidationError } from '@cf/domain';
import { quoteInvestment } from '@cf/domain/investment-rules';
import type { ContractPreviewInput } from '@cf/domain/schemas/investments';
import { uiLanguage } from '@cf/i18n';
import { eq } from 'drizzle-orm';
import type { DepsOf } from '../../deps';
import { offerFront } from '../investments/index';
import { siteContext } from '../investor-profile/index';
import type { ContractFacts, ContractSignature } from './document';

type InvestmentRow = typeof investments.$inferSelect;

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`.trim();

/** What a contract says of its campaign: names, kind, and whether the owner's own contract applies. */
async function campaignFacts(db: Database, campaignId: number) {
  const [row] = await db
    .select({
      campaignName: campaigns.campaignName,
      companyName: campaigns.companyName,
      slug: campaigns.slug,
      investingType: campaigns.investingType,
      manageContract: campaigns.manageContract,
      contractFileId: campaigns.contractFileId,
    })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  if (!row) throw new NotFoundError();
  const company = row.companyName || row.campaignName || row.slug;
  return {
    campaignName: row.campaignName || company,
    companyName: company,
    investingType: row.investingType === 'debt' ? ('debt' as const) : ('equity' as const),
    ownerContract: row.manageContract && row.contractFileId !== null,
  };
}

/** The recorded signature: the typed text, or the stored image's bytes. */
async function signatureOf(deps: DepsOf<'db' | 'storage'>, investment: InvestmentRow): Promise<ContractSignature> {
  if (investment.signatureType === 'typed') return { kind: 'typed', text: investment.signatureValue, ip: investment.signedIp };
  const [file] = await deps.db.select({ storageKey: files.storageKey }).from(files).where(eq(files.id, investment.signatureValue));
  if (!file) throw new NotFoundError('invest.contract.errors.missing');
  return { kind: 'image', image: await deps.storage.readPrivate(file.storageKey), ip: investment.signedIp };
}

/** Everything the signed contract of an investment says, in the investor's language. */
export async function investmentFacts(deps: DepsOf<'db' | 'storage'>, investment: InvestmentRow, lang: string): Promise<ContractFacts> {
  const [[investor], [currency], campaign, site, signature] = await Promise.all([
    deps.db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, investment.investorId)),
    deps.db
      .select({ code: currencies.code, symbol: currencies.symbol, displayFormat: currencies.displayFormat, decimals: currencies.decimals })
      .from(currencies)
      .where(eq(currencies.code, investment.currency)),
    campaignFacts(deps.db, investment.campaignId),
    siteContext(deps.db),
    signatureOf(deps, investment),
  ]);
  if (!investor || !currency) throw new NotFoundError();
  return {
    lang: uiLanguage(lang),
    siteName: site.siteName,
    timezone: site.timezone,
    investorName: fullName(investor),
    ...campaign,
    currency,
    amount: investment.amount,
    shares: investment.shares,
    pricePerShare: investment.pricePerShare,
    date: investment.signedAt,
    reference: investment.reference,
    signature,
  };
}

/**
 * The contract an investor would sign for this ask, unsigned. The ask follows the investing rules
 * (minimum, maximum, whole shares, what is left: the same 400s); none means the campaign's minimum.
 */
export async function previewFacts(db: Database, viewerId: string, input: ContractPreviewInput, lang: string): Promise<ContractFacts> {
  const offer = await offerFront(db, input.campaignId);
  const format = (minor: number) => formatMoney(minor, offer.currency, lang);
  const price = offer.investingType === 'equity' ? offer.pricePerShare : null;
  const minimum = offer.minimumInvestment ?? price ?? 1;
  const ask =
    input.shares !== undefined
      ? { shares: input.shares }
      : { amount: input.amount ?? (price ? Math.ceil(minimum / price) * price : minimum) };
  const quote = quoteInvestment(offer, ask, format);
  if (!quote.ok) throw new ValidationError(quote.errors);
  const [[viewer], campaign, site] = await Promise.all([
    db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, viewerId)),
    campaignFacts(db, input.campaignId),
    siteContext(db),
  ]);
  return {
    lang: uiLanguage(lang),
    siteName: site.siteName,
    timezone: site.timezone,
    investorName: viewer ? fullName(viewer) : '',
    ...campaign,
    currency: offer.currency,
    amount: quote.amount,
    shares: quote.shares,
    pricePerShare: quote.shares === null ? null : price,
    date: new Date(),
    reference: null,
    signature: null,
  };
}
