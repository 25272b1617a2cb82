import { type Database, ledgerTransfers } from '@cf/db';
import { LEDGER_ACCOUNT_OWNER } from '@cf/domain/ledger';
import { ledgerRangeQuery } from '@cf/domain/schemas/ledger-filters';
import { and, asc, gt, lte, max, type SQL } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { App } from '../../types';
import { keysetBatches, sendCsv, today } from './ledger-list';
import { createdWithin, entriesOf } from './ledger-queries';

/**
 * One line per entry, for an accountant's import: amounts in minor units beside their currency
 * code. An entry that takes from an account (negative) is a debit, one that adds to it a credit:
 * the platform's accounts are what it owes (wallets, escrow, fees), the clearing accounts the
 * money held at the payment providers — so debits equal credits in every currency.
 */
export const JOURNAL_HEADER = [
  'transfer_id',
  'date',
  'kind',
  'memo',
  'entry_id',
  'account_id',
  'account_kind',
  'owner_type',
  'owner_id',
  'owner',
  'currency',
  'amount_minor',
  'debit_minor',
  'credit_minor',
];

type EntryRow = Awaited<ReturnType<typeof entriesOf>>[number];
type TransferHead = { id: number; kind: string; memo: string | null; createdAt: Date };

function journalLine(t: TransferHead, e: EntryRow): unknown[] {
  const ownerType = LEDGER_ACCOUNT_OWNER[e.accountKind];
  const [ownerId, owner] =
    ownerType === 'user'
      ? [e.userId, e.userEmail]
      : ownerType === 'campaign'
        ? [e.campaignId, e.campaignName]
        : ownerType === 'provider'
          ? [e.provider, e.provider]
          : ['', 'platform'];
  return [
    t.id,
    t.createdAt,
    t.kind,
    t.memo,
    e.id,
    e.accountId,
    e.accountKind,
    ownerType,
    ownerId,
    owner,
    e.currency,
    e.amount,
    e.amount < 0 ? -e.amount : 0,
    e.amount > 0 ? e.amount : 0,
  ];
}

/**
 * Streams the entries of the transfers matching `where`, oldest transfer first, 1,000 transfers a
 * batch (two queries each). The ledger is append-only: the export stops at the newest transfer that
 * existed when it began, so a transfer posted meanwhile never lands half in it.
 */
export async function journalCsv(db: Database, reply: FastifyReply, where: SQL | undefined, filename: string) {
  const [last] = await db.select({ id: max(ledgerTransfers.id) }).from(ledgerTransfers);
  const lastId = last?.id ?? 0;
  async function* rows() {
    const batches = keysetBatches(
      (after, limit) =>
        db
          .select({ id: ledgerTransfers.id, kind: ledgerTransfers.kind, memo: ledgerTransfers.memo, createdAt: ledgerTransfers.createdAt })
          .from(ledgerTransfers)
          .where(and(where, gt(ledgerTransfers.id, after), lte(ledgerTransfers.id, lastId)))
          .orderBy(asc(ledgerTransfers.id))
          .limit(limit),
      (t) => t.id,
    );
    for await (const transfers of batches) {
      if (transfers.length === 0) continue;
      const heads = new Map(transfers.map((t) => [t.id, t]));
      const entries = await entriesOf(
        db,
        transfers.map((t) => t.id),
      );
      yield entries.map((e) => journalLine(heads.get(e.transferId)!, e));
    }
  }
  return sendCsv(reply, filename, JOURNAL_HEADER, rows());
}

/** GET /console/ledger/journal.csv?from=&to=: every entry of the transfers made in the range (days inclusive). */
export default async function journalRoutes(app: App) {
  app.get(
    '/ledger/journal.csv',
    {
      schema: {
        tags: ['console'],
        summary: 'The journal (every ledger entry) as CSV, for a date range',
        querystring: ledgerRangeQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const conditions = createdWithin(ledgerTransfers.createdAt, from, to);
      const name = `journal-${from ?? 'start'}-to-${to ?? today()}.csv`.replace(/[^\w.-]/g, '_');
      return journalCsv(app.db, reply, conditions.length ? and(...conditions) : undefined, name);
    },
  );
}
