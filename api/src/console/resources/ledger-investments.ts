import { campaigns, investments, users } from '@cf/db';
import { type InvestmentExportFilter, investmentExportFilter } from '@cf/domain/schemas/ledger-filters';
import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import type { App } from '../../types';
import { containsPattern } from '../crud';
import { exportQuery, filterOf, offsetBatches, parseFilter, sendCsv, today } from './ledger-list';

const i = investments;

/** The same filters as the investments resource (resources/investments.ts), for its export. */
function investmentWhere(f: InvestmentExportFilter): SQL | undefined {
  const c: SQL[] = [];
  if (f.campaignId) c.push(eq(i.campaignId, f.campaignId));
  if (f.investorId) c.push(eq(i.investorId, f.investorId));
  if (f.status) c.push(eq(i.status, f.status));
  if (f.paymentType) c.push(eq(i.paymentType, f.paymentType));
  if (f.currency) c.push(eq(i.currency, f.currency));
  if (f.q) c.push(ilike(i.reference, containsPattern(f.q)));
  return c.length ? and(...c) : undefined;
}

const HEADER = [
  'id',
  'reference',
  'created_at',
  'paid_at',
  'campaign_id',
  'campaign',
  'investor_id',
  'investor_email',
  'status',
  'payment_type',
  'currency',
  'amount_minor',
  'shares',
  'price_per_share_minor',
  'site_fee_minor',
  'gateway_fee_minor',
  'owner_receives_minor',
  'transfer_id',
];

/** GET /console/investments/export.csv?filter=: the filtered investments, every page, with investor and campaign named (one join). */
export default async function investmentExportRoutes(app: App) {
  app.get(
    '/investments/export.csv',
    { schema: { tags: ['console'], summary: 'The filtered investments as CSV', querystring: exportQuery, produces: ['text/csv'] } },
    async (request, reply) => {
      const where = investmentWhere(parseFilter(investmentExportFilter, filterOf(request.query.filter)));
      // Oldest first: an investment made during the export sorts after the rows already sent.
      const batches = offsetBatches((offset, limit) =>
        app.db
          .select({
            id: i.id,
            reference: i.reference,
            createdAt: i.createdAt,
            paidAt: i.paidAt,
            campaignId: i.campaignId,
            campaign: campaigns.companyName,
            investorId: i.investorId,
            investorEmail: users.email,
            status: i.status,
            paymentType: i.paymentType,
            currency: i.currency,
            amount: i.amount,
            shares: i.shares,
            pricePerShare: i.pricePerShare,
            siteFee: i.siteFee,
            gatewayFee: i.gatewayFee,
            actualTakeaway: i.actualTakeaway,
            transferId: i.transferId,
          })
          .from(i)
          .innerJoin(users, eq(users.id, i.investorId))
          .innerJoin(campaigns, eq(campaigns.id, i.campaignId))
          .where(where)
          .orderBy(asc(i.createdAt), asc(i.id))
          .limit(limit)
          .offset(offset),
      );
      async function* rows() {
        // The selection lists its columns in HEADER order.
        for await (const batch of batches) yield batch.map((r) => Object.values(r));
      }
      return sendCsv(reply, `investments-${today()}.csv`, HEADER, rows());
    },
  );
}
