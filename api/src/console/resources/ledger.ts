import { ledgerCheckOut } from '@cf/domain/schemas/ledger-answers';
import type { App } from '../../types';
import { checkLedger } from '../../modules/ledger/index';

/** The ledger's invariants recomputed from its entries, for the console dashboard and the accountant. */
export default async function ledgerConsoleRoutes(app: App) {
  app.get(
    '/ledger/check',
    { schema: { tags: ['console'], summary: 'Recompute the ledger invariants from the entries', response: { 200: ledgerCheckOut } } },
    async () => checkLedger(app.db),
  );
}
