import { exchangeRates } from '@cf/db';
import { ConflictError } from '@cf/domain';
import { complianceMeOut, type ComplianceMe, exchangeRateInput } from '@cf/domain/schemas/compliance';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { registerResource } from '../../console/crud';
import { recordAudit } from '../../lib/audit';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { ComplianceRefusal, recordOutcome } from './engine';
import { registerComplianceOutcomes } from './outcomes';
import { assertKnownCurrencies, exchangeRatesResource } from './rates';
import { regCfPosition, REG_CF_CURRENCY } from './rules/reg-cf';
import { complianceSettingsResource, readComplianceSettings } from './settings';

/** What applies to an investor now under the operator's regime (ECSP and FCA fields come with their rules). */
async function complianceOf(app: App, userId: string): Promise<ComplianceMe> {
  const settings = await readComplianceSettings(app.db);
  if (settings.jurisdiction !== 'us-reg-cf') return { jurisdiction: settings.jurisdiction };
  const position = await regCfPosition(app.db, userId, settings);
  return {
    jurisdiction: settings.jurisdiction,
    accredited: position.accredited,
    currency: REG_CF_CURRENCY,
    limit12Months: position.limit,
    remaining12Months: position.remaining,
    invested12Months: position.used,
    ratesUsed: position.ratesUsed,
  };
}

/**
 * GET /compliance/me for investors, and the refusal recorder: a refused investment's transaction
 * rolls back, so its outcome is written here, after, on the pool (fp: the hook covers every API
 * route, the investing calls included).
 */
export default fp(async function complianceRoutes(app: App) {
  app.addHook('onError', async (request, _reply, error) => {
    if (!(error instanceof ComplianceRefusal)) return;
    await recordOutcome(app.db, error.outcome).catch((err: unknown) => request.log.error({ err }, 'compliance outcome not recorded'));
  });

  app.get(
    '/compliance/me',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['compliance'],
        summary: 'The investor-protection rules that apply to the caller now (Reg CF limit and what is left, in USD minor units)',
        response: { 200: envelope(complianceMeOut), ...errorResponses },
      },
    },
    async (request) => ok(await complianceOf(app, request.user!.id)),
  );
});

/** Console (staff, behind the console's guard): the compliance settings and the exchange rates. */
export async function complianceConsoleRoutes(staff: App) {
  registerResource(staff, complianceSettingsResource);
  registerResource(staff, exchangeRatesResource);
  registerComplianceOutcomes(staff);
  staff.post(
    '/exchange-rates',
    {
      schema: {
        tags: ['console'],
        summary: 'Enter an exchange rate (1 base = rate quote from effectiveOn)',
        body: exchangeRateInput,
        response: { 201: z.record(z.string(), z.unknown()), ...errorResponses },
      },
    },
    async (request, reply) => {
      const input = request.body;
      const record = await staff.db.transaction(async (tx) => {
        await assertKnownCurrencies(tx, input);
        const [row] = await tx
          .insert(exchangeRates)
          .values({ ...input, enteredBy: request.user!.id })
          .onConflictDoNothing()
          .returning();
        if (!row)
          throw new ConflictError('compliance.errors.rateExists', [{ field: 'effectiveOn', message: 'compliance.errors.rateExists' }]);
        await recordAudit(tx, request, { action: 'create', resource: 'exchange-rates', recordId: row.id, after: row });
        return row;
      });
      return reply.status(201).send(record);
    },
  );
}
