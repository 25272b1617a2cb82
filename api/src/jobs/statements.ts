import { issueQuarterStatements, type StatementDeps, type StatementsRun } from '../modules/statements/index';

/**
 * The quarterly statements (the statements module decides who and what): run daily or at each
 * quarter's start, it issues the quarter that ended last, once per investor whatever the number of
 * runs or instances. Needs only the database and the mailer.
 */
export function runStatements(deps: StatementDeps, now: Date = new Date(), options: { batch?: number } = {}): Promise<StatementsRun> {
  return issueQuarterStatements(deps, now, options);
}
