import {
  campaigns,
  currencies,
  type Database,
  investments,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransfers,
  repaymentAllocations,
  repayments,
  shareCertificates,
} from '@cf/db';
import { NotFoundError } from '@cf/domain';
import type { MyInvestmentDetail } from '@cf/domain/schemas/portfolio';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { investmentTransferKeys } from '../investments/index';
import { withdrawalOpenUntil } from '../investments/withdraw';
import { investmentRow, withDistributions } from './rows';

/**
 * GET my-investment/{id}: one of the caller's investments with its fees, documents, distributions
 * and ledger history. Anyone else's is a 404, as if it did not exist (staff use the console).
 */
export async function myInvestmentDetail(db: Database, userId: string, id: string): Promise<MyInvestmentDetail> {
  const [row] = await db
    .select({
      ...investmentRow,
      investorId: investments.investorId,
      currency: {
        id: currencies.id,
        code: currencies.code,
        name: currencies.name,
        symbol: currencies.symbol,
        displayFormat: currencies.displayFormat,
        decimals: currencies.decimals,
      },
      siteFee: investments.siteFee,
      gatewayFee: investments.gatewayFee,
      actualTakeaway: investments.actualTakeaway,
      signedAt: investments.signedAt,
      reflectionEndsAt: investments.reflectionEndsAt,
      contractFileId: investments.contractFileId,
    })
    .from(investments)
    .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
    .innerJoin(currencies, eq(currencies.code, investments.currency))
    .where(and(eq(investments.id, id), eq(investments.investorId, userId)));
  if (!row) throw new NotFoundError();
  const escrowOrWallet = sql<number>`coalesce(
    sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'campaign_escrow'),
    -sum(${ledgerEntries.amount}) filter (where ${ledgerAccounts.kind} = 'investor_wallet' and ${ledgerAccounts.userId} = ${userId}),
    0)`.mapWith(Number);
  const [[withSplit], [certificate], distributions, history, [campaign]] = await Promise.all([
    withDistributions(db, userId, [row]),
    db
      .select({
        id: shareCertificates.id,
        number: shareCertificates.number,
        shareClass: shareCertificates.shareClass,
        shares: shareCertificates.shares,
        issuedAt: shareCertificates.issuedAt,
      })
      .from(shareCertificates)
      .where(and(eq(shareCertificates.investmentId, id), isNull(shareCertificates.voidedAt))),
    // The investor's paid distributions from the campaign (per holding, as the repayments allocate them).
    db
      .select({
        repaymentId: repayments.id,
        kind: repayments.kind,
        number: repayments.number,
        paidAt: repayments.paidAt,
        amount: repaymentAllocations.amount,
      })
      .from(repaymentAllocations)
      .innerJoin(repayments, eq(repayments.id, repaymentAllocations.repaymentId))
      .where(and(eq(repaymentAllocations.userId, userId), eq(repayments.campaignId, row.campaign.id)))
      .orderBy(asc(repayments.paidAt), asc(repayments.id)),
    // The transfers that moved this investment's money, oldest first, signed toward the campaign.
    db
      .select({
        transferId: ledgerTransfers.id,
        kind: ledgerTransfers.kind,
        memo: ledgerTransfers.memo,
        amount: escrowOrWallet,
        createdAt: ledgerTransfers.createdAt,
      })
      .from(ledgerTransfers)
      .innerJoin(ledgerEntries, eq(ledgerEntries.transferId, ledgerTransfers.id))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(inArray(ledgerTransfers.idempotencyKey, investmentTransferKeys(id)))
      .groupBy(ledgerTransfers.id)
      .orderBy(asc(ledgerTransfers.id)),
    db
      .select({ status: campaigns.status, closingDate: campaigns.closingDate, settledAt: campaigns.settledAt })
      .from(campaigns)
      .where(eq(campaigns.id, row.campaign.id)),
  ]);
  const { investorId: _investor, contractFileId, ...rest } = withSplit!;
  return {
    ...rest,
    // Every signed investment has a contract: stored, or rendered from its signed record at first download.
    contractAvailable: contractFileId !== null || rest.status !== 'fail',
    receiptAvailable: rest.paidAt !== null,
    certificate: certificate ?? null,
    distributions,
    history,
    withdrawableUntil: await withdrawalOpenUntil(db, rest.status, campaign!, rest.reflectionEndsAt ?? null),
  };
}

/**
 * PATCH my-investment/{id}: the investor shows or hides their name on the campaign's public
 * investors list. The list names investors, not investments: their other investments in the same
 * campaign follow, so the choice cannot be half applied.
 */
export async function setAnonymous(db: Database, userId: string, id: string, anonymous: boolean) {
  const [row] = await db
    .select({ campaignId: investments.campaignId })
    .from(investments)
    .where(and(eq(investments.id, id), eq(investments.investorId, userId)));
  if (!row) throw new NotFoundError();
  await db
    .update(investments)
    .set({ anonymous, updatedAt: new Date() })
    .where(and(eq(investments.investorId, userId), eq(investments.campaignId, row.campaignId)));
  return { id, anonymous };
}
