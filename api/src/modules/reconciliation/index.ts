/**
 * Reconciliation (issue 11 §7): each payment route's settled movements against the ledger's
 * clearing accounts, day by day, and the parsing of the bank statements staff upload.
 */
export { compareMovements, type Difference, type Movement } from './compare';
export { ledgerMovements, providerMovements } from './ledger-side';
export { dayBounds, reconcileDay, reconcileProvider, RECONCILED, type ProviderRun } from './run';
export { parseStatement, type StatementLine, STATEMENT_MAX_LINES } from './statement-csv';
