import {
  graphByTransactionsQuery,
  myInvestmentDetailOut,
  myInvestmentIdParams,
  myInvestmentOut,
  myInvestmentPatchInput,
  myInvestmentsQuery,
  portfolioCurrencyOut,
  portfolioCurrencyQuery,
  portfolioDashboardOut,
  portfolioMonthOut,
  portfolioOverviewOut,
  portfolioOverviewQuery,
  portfolioSliceOut,
} from '@cf/domain/schemas/portfolio';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import { siteTimezone } from '../../lib/site-date';
import type { App } from '../../types';
import { myInvestmentDetail, setAnonymous } from './detail';
import { portfolioOverview } from './overview';
import { investmentsPage } from './rows';
import { currencyCodeOf, portfolioCurrencies, portfolioDashboard, portfolioMonths, portfolioSlices } from './totals';

const tags = ['portfolio'];
const currencyOf = (app: App, q: z.infer<typeof portfolioCurrencyQuery>) => currencyCodeOf(app.db, q.currencyCode ?? q.currencyId);

/**
 * The investor's portfolio (spec §2 /investments, §7 my-investment/...): the signed-in user's own
 * investments only. Totals come from the ledger and the investments, never from a stored copy.
 */
export default async function portfolioRoutes(app: App) {
  app.get(
    '/my-investment/',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s investments, newest first (10 a page; currencyCode or currencyId, status)',
        querystring: myInvestmentsQuery,
        response: { 200: listEnvelope(myInvestmentOut), ...errorResponses },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const currency = await currencyOf(app, request.query);
      const { items, ...meta } = await investmentsPage(app.db, request.user!.id, { currency, status }, page, limit);
      return okList(items, meta);
    },
  );

  app.get(
    '/my-investment/overview',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The /investments page in one answer: currencies held, the one shown, its totals, chart data and a page of investments',
        querystring: portfolioOverviewQuery,
        response: { 200: envelope(portfolioOverviewOut), ...errorResponses },
      },
    },
    async (request) => ok(await portfolioOverview(app, request.user!.id, request.query)),
  );

  app.get(
    '/my-investment/dashboard',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Totals per currency (invested, refunded, investments, distributions, next repayment) and the latest investments',
        querystring: portfolioCurrencyQuery,
        response: { 200: envelope(portfolioDashboardOut), ...errorResponses },
      },
    },
    async (request) => ok(await portfolioDashboard(app.db, request.user!.id, await currencyOf(app, request.query))),
  );

  app.get(
    '/my-investment/get-graph-data',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Each campaign’s share of what stays invested, per currency (shares in basis points)',
        querystring: portfolioCurrencyQuery,
        response: { 200: envelope(z.array(portfolioSliceOut)), ...errorResponses },
      },
    },
    async (request) => ok(await portfolioSlices(app.db, request.user!.id, await currencyOf(app, request.query))),
  );

  app.get(
    '/my-investment/get-graph-by-transactions',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Money invested, refunded and received per month (site time zone), the last `months` months',
        querystring: graphByTransactionsQuery,
        response: { 200: envelope(z.array(portfolioMonthOut)), ...errorResponses },
      },
    },
    async (request) => {
      const [currency, zone] = await Promise.all([currencyOf(app, request.query), siteTimezone(app)]);
      return ok(await portfolioMonths(app.db, request.user!.id, currency, zone, request.query.months));
    },
  );

  app.get(
    '/my-investment/get-unique-currency',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The currencies the caller has investments in',
        response: { 200: envelope(z.array(portfolioCurrencyOut)), ...errorResponses },
      },
    },
    async (request) => ok(await portfolioCurrencies(app.db, request.user!.id)),
  );

  app.get(
    '/my-investment/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'One of the caller’s investments: fees, documents, certificate, distributions, ledger history (others 404)',
        params: myInvestmentIdParams,
        response: { 200: envelope(myInvestmentDetailOut), ...errorResponses },
      },
    },
    async (request) => ok(await myInvestmentDetail(app.db, request.user!.id, request.params.id)),
  );

  app.patch(
    '/my-investment/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Hide or show the caller’s name on the campaign’s public investors list (others 404)',
        params: myInvestmentIdParams,
        body: myInvestmentPatchInput,
        response: { 200: envelope(z.object({ id: z.string(), anonymous: z.boolean() })), ...errorResponses },
      },
    },
    async (request) => ok(await setAnonymous(app.db, request.user!.id, request.params.id, request.body.anonymous)),
  );
}
