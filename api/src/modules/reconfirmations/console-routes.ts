import { campaignMaterialChanges, campaigns, investments, users } from '@cf/db';
import { PAGE_SIZE, ValidationError } from '@cf/domain';
import {
  consoleReconfirmationsOut,
  consoleReflectionsOut,
  type ReconfirmationStatus,
  reconfirmationsFilter,
  reflectionPeriodsFilter,
} from '@cf/domain/schemas/investor-protection-console';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { contentRange, type ListParams, listQuery, parseListQuery } from '../../console/protocol';
import { errorResponses } from '../../lib/envelope';
import type { App } from '../../types';
import { campaignName } from '../portfolio/rows';

const tags = ['console', 'investor-protection'];

/** The list's own filter, checked: a bad value is the caller's mistake (400), not a filter dropped. */
function filterOf<T extends z.ZodType>(schema: T, raw: Record<string, unknown>): z.infer<T> {
  const given = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '' && v !== null && v !== undefined));
  const parsed = schema.safeParse(given);
  if (!parsed.success) throw new ValidationError([{ field: 'filter', message: 'validation.invalidFormat' }]);
  return parsed.data;
}

/** The asked sort when the list offers it, else its default; the investment id breaks ties so pages never overlap. */
function orderOf(params: ListParams, columns: Record<string, PgColumn | SQL>, fallback: string) {
  const [field, direction] = params.sort && columns[params.sort[0]] ? params.sort : [fallback, 'ASC'];
  const column = columns[field]!;
  return [direction === 'DESC' ? desc(column) : asc(column), asc(investments.id)];
}

/**
 * Each status as a condition on the investment; pending is written as investments_reconfirm_idx's
 * predicate, so the list staff open first reads that partial index.
 */
const STATUS_WHERE: Record<ReconfirmationStatus, SQL> = {
  pending: and(eq(investments.status, 'success'), isNotNull(investments.reconfirmBy), isNull(investments.reconfirmedAt))!,
  reconfirmed: isNotNull(investments.reconfirmedAt),
  // Not reconfirmed and no longer paid: the job cancelled it, or it was refunded another way.
  cancelled: and(ne(investments.status, 'success'), isNull(investments.reconfirmedAt))!,
};

const statusOf = sql<ReconfirmationStatus>`case when ${investments.reconfirmedAt} is not null then 'reconfirmed'
  when ${investments.status} = 'success' then 'pending' else 'cancelled' end`;

const investorName = sql<string>`trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, ''))`;

/** The investor, the campaign and the money of an investment row (investments joined to users and campaigns). */
const who = {
  id: investments.id,
  campaignId: campaigns.id,
  campaignTitle: campaignName,
  investorId: users.id,
  investorName,
  investorEmail: users.email,
  amount: investments.amount,
  currency: investments.currency,
};

const RECONFIRMATION_SORTS = {
  reconfirmBy: investments.reconfirmBy,
  askedAt: campaignMaterialChanges.createdAt,
  amount: investments.amount,
} as Record<string, PgColumn>;

const REFLECTION_SORTS = {
  reflectionEndsAt: investments.reflectionEndsAt,
  createdAt: investments.createdAt,
  amount: investments.amount,
} as Record<string, PgColumn>;

/**
 * Staff follow investor protection while it runs (issue 16): the Reg CF reconfirmations a material
 * change asked for, and the ECSP reflection periods still open. One query with joins per page,
 * its count beside it; staff only.
 */
export async function reconfirmationConsoleRoutes(app: App) {
  app.get(
    '/console/reconfirmations',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary:
          'Investments asked to reconfirm after a Reg CF material change, by deadline; filter status (pending by default, reconfirmed, cancelled) and campaignId',
        querystring: listQuery,
        response: { 200: consoleReconfirmationsOut, ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const filter = filterOf(reconfirmationsFilter, params.filter);
      const where = and(
        isNotNull(investments.reconfirmChangeId),
        STATUS_WHERE[filter.status],
        filter.campaignId === undefined ? undefined : eq(investments.campaignId, filter.campaignId),
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select({
            ...who,
            description: campaignMaterialChanges.description,
            askedAt: campaignMaterialChanges.createdAt,
            reconfirmBy: investments.reconfirmBy,
            reconfirmedAt: investments.reconfirmedAt,
            status: statusOf,
          })
          .from(investments)
          .innerJoin(campaignMaterialChanges, eq(campaignMaterialChanges.id, investments.reconfirmChangeId))
          .innerJoin(users, eq(users.id, investments.investorId))
          .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
          .where(where)
          .orderBy(...orderOf(params, RECONFIRMATION_SORTS, 'reconfirmBy'))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ value: count() }).from(investments).where(where),
      ]);
      reply.header('Content-Range', contentRange('reconfirmations', params.start, rows.length, Number(total?.value ?? 0)));
      return rows.map((r) => ({
        ...r,
        askedAt: r.askedAt.toISOString(),
        // Set with the change id, in the same update (service.recordMaterialChange).
        reconfirmBy: r.reconfirmBy!.toISOString(),
        reconfirmedAt: r.reconfirmedAt?.toISOString() ?? null,
      }));
    },
  );

  app.get(
    '/console/reflection-periods',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary:
          'Investments whose ECSP reflection period is still running (the investor may revoke), soonest end first; filter campaignId',
        querystring: listQuery,
        response: { 200: consoleReflectionsOut, ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const filter = filterOf(reflectionPeriodsFilter, params.filter);
      // As the ECSP rule counts them (rules/ecsp.ts): started or paid, not revoked, failed or refunded.
      const where = and(
        gt(investments.reflectionEndsAt, new Date()),
        inArray(investments.status, ['pending', 'success']),
        filter.campaignId === undefined ? undefined : eq(investments.campaignId, filter.campaignId),
      );
      const [rows, [total]] = await Promise.all([
        app.db
          .select({ ...who, status: investments.status, createdAt: investments.createdAt, reflectionEndsAt: investments.reflectionEndsAt })
          .from(investments)
          .innerJoin(users, eq(users.id, investments.investorId))
          .innerJoin(campaigns, eq(campaigns.id, investments.campaignId))
          .where(where)
          .orderBy(...orderOf(params, REFLECTION_SORTS, 'reflectionEndsAt'))
          .limit(params.end - params.start + 1)
          .offset(params.start),
        app.db.select({ value: count() }).from(investments).where(where),
      ]);
      reply.header('Content-Range', contentRange('reflection-periods', params.start, rows.length, Number(total?.value ?? 0)));
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), reflectionEndsAt: r.reflectionEndsAt!.toISOString() }));
    },
  );
}
