import { NotFoundError, PAGE_SIZE } from '@cf/domain';
import { paymentGatewayInput, paymentGatewayRecord } from '@cf/domain/schemas/payment-gateways';
import { z } from 'zod';
import { errorResponses } from '../../lib/envelope';
import { recordAudit } from '../../lib/audit';
import { gatewayRecord, gatewayRows, isProvider, updateGateway } from '../../modules/payment-gateways/index';
import type { App } from '../../types';
import { contentRange, listQuery, parseListQuery } from '../protocol';

const name = 'payment-gateways';
const tags = ['console'];
const idParam = z.object({ id: z.string().max(40) });

/**
 * The console's gateway settings, spoken as ra-data-simple-rest (list, getOne, update) by hand:
 * the rows are keyed by provider name, not a number. Secrets are write-only (a flag says one is
 * stored; an empty field keeps it) and each save is audited in its transaction.
 */
export default async function paymentGatewayConsoleRoutes(app: App) {
  app.get(
    `/${name}`,
    {
      schema: {
        tags,
        summary: 'List payment gateways',
        querystring: listQuery,
        response: { 200: z.array(paymentGatewayRecord), ...errorResponses },
      },
    },
    async (request, reply) => {
      const params = parseListQuery(request.query, PAGE_SIZE.consoleDefault);
      const wanted = params.filter.id === undefined ? null : [params.filter.id].flat().map(String);
      const records = (await gatewayRows(app.db))
        .map((row) => gatewayRecord(row, app.config))
        .filter((r) => !wanted || wanted.includes(r.id));
      const page = records.slice(params.start, params.end + 1);
      reply.header('Content-Range', contentRange(name, params.start, page.length, records.length));
      return page;
    },
  );

  app.get(
    `/${name}/:id`,
    { schema: { tags, summary: 'One payment gateway', params: idParam, response: { 200: paymentGatewayRecord, ...errorResponses } } },
    async (request) => {
      const row = (await gatewayRows(app.db)).find((r) => r.provider === request.params.id);
      if (!row || !isProvider(request.params.id)) throw new NotFoundError();
      return gatewayRecord(row, app.config);
    },
  );

  app.put(
    `/${name}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a payment gateway (empty secrets keep the stored ones)',
        params: idParam,
        body: paymentGatewayInput,
        response: { 200: paymentGatewayRecord, ...errorResponses },
      },
    },
    async (request) =>
      app.db.transaction(async (tx) => {
        const saved = await updateGateway(tx, app.config, request.params.id, request.body);
        await recordAudit(tx, request, { action: 'update', resource: name, recordId: request.params.id, ...saved });
        return saved.after;
      }),
  );
}
