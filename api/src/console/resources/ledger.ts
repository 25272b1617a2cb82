import { z } from 'zod';
import type { App } from '../../types';
import { checkLedger } from '../../modules/ledger/index';

const ledgerCheckOut = z.object({
  balanced: z.boolean(),
  transfers: z.number(),
  entries: z.number(),
  negativeBalances: z.number(),
  unbalancedTransfers: z.number(),
  driftedAccounts: z.number(),
  currencies: z.array(z.object({ currency: z.string(), total: z.number(), fees: z.number() })),
});

/** The ledger's invariants recomputed from its entries, for the console dashboard and the accountant. */
export default async function ledgerConsoleRoutes(app: App) {
  app.get(
    '/ledger/check',
    { schema: { tags: ['console'], summary: 'Recompute the ledger invariants from the entries', response: { 200: ledgerCheckOut } } },
    async () => checkLedger(app.db),
  );
}
