import { campaigns, complianceOutcomes, type Database, users } from '@cf/db';
import { ValidationError } from '@cf/domain';
import { eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { listRecords, registerResource, type ResourceDef } from '../../console/crud';
import { MAX_PAGE } from '../../console/protocol';
import { csvCell, exportQuery, filterOf, today } from '../../console/resources/ledger-list';
import type { App } from '../../types';

/** Refusals and flags with the investor's name and e-mail and the campaign's name, in one query. */
async function loadOutcomes(db: Database, ids: (string | number)[]) {
  const rows = await db
    .select({
      outcome: complianceOutcomes,
      userEmail: users.email,
      userName: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      campaignName: campaigns.companyName,
    })
    .from(complianceOutcomes)
    .innerJoin(users, eq(users.id, complianceOutcomes.userId))
    .leftJoin(campaigns, eq(campaigns.id, complianceOutcomes.campaignId))
    .where(inArray(complianceOutcomes.id, ids as string[]));
  return rows.map(({ outcome, ...rest }) => ({ ...outcome, ...rest }));
}

/** A bad date is the caller's mistake (400), not a filter silently dropped. */
const createdFilter =
  (op: typeof gte) =>
  (value: unknown): SQL => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new ValidationError([{ field: 'filter', message: 'validation.invalidFormat' }]);
    return op(complianceOutcomes.createdAt, date);
  };

/** Staff read the rule decisions (issue 16): read-only, as they are the regulator's record. */
export const complianceOutcomesResource: ResourceDef = {
  name: 'compliance-outcomes',
  table: complianceOutcomes,
  id: complianceOutcomes.id,
  idType: 'uuid',
  loadByIds: loadOutcomes,
  filters: {
    userId: complianceOutcomes.userId,
    campaignId: complianceOutcomes.campaignId,
    ruleId: complianceOutcomes.ruleId,
    outcome: complianceOutcomes.outcome,
    jurisdiction: complianceOutcomes.jurisdiction,
    createdAt_gte: createdFilter(gte),
    createdAt_lte: createdFilter(lte),
  },
  sortColumns: {
    createdAt: complianceOutcomes.createdAt,
    amount: complianceOutcomes.amount,
    ruleId: complianceOutcomes.ruleId,
    outcome: complianceOutcomes.outcome,
    jurisdiction: complianceOutcomes.jurisdiction,
  },
  defaultSort: ['createdAt', 'DESC'],
};

const CSV_COLUMNS = [
  'createdAt',
  'jurisdiction',
  'ruleId',
  'outcome',
  'userEmail',
  'userName',
  'campaignName',
  'amount',
  'currency',
  'regimeAmount',
  'regimeCurrency',
  'limitAmount',
  'remainingAmount',
  'rate',
  'rateId',
  'investmentId',
] as const;

/** The list (staff only, behind the console guard) and its CSV for the filters on screen, every page. */
export function registerComplianceOutcomes(staff: App) {
  registerResource(staff, complianceOutcomesResource);
  staff.get(
    '/compliance-outcomes/export.csv',
    {
      schema: {
        tags: ['console'],
        summary: 'The filtered compliance outcomes as CSV (amounts in minor units)',
        querystring: exportQuery,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const filter = filterOf(request.query.filter);
      const lines = [CSV_COLUMNS.join(',')];
      for (let start = 0; ; start += MAX_PAGE) {
        const { records } = await listRecords(staff.db, complianceOutcomesResource, {
          filter,
          sort: ['createdAt', 'DESC'],
          start,
          end: start + MAX_PAGE - 1,
        });
        lines.push(...records.map((r) => CSV_COLUMNS.map((c) => csvCell(r[c])).join(',')));
        if (records.length < MAX_PAGE) break;
      }
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="compliance-outcomes-${today()}.csv"`);
      return `${lines.join('\r\n')}\r\n`;
    },
  );
}
