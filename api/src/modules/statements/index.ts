/** Investors' quarterly statements: figures from the ledger, a PDF, and the job that issues and e-mails them. */
export { issueQuarterStatements, type StatementDeps, type StatementsRun } from './issue';
export { statementFigures } from './figures';
