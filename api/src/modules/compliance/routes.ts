import { exchangeRates } from '@cf/db';
import { ConflictError, ValidationError } from '@cf/domain';
import { APPROPRIATENESS_CHECK, ECSP_CURRENCY, FCA_CURRENCY, KNOWLEDGE_TEST, quizQuestions } from '@cf/domain/compliance/protection';
import {
  complianceMeOut,
  type ComplianceMe,
  exchangeRateInput,
  fcaCategoryInput,
  lossSimulationInput,
  lossSimulationOut,
  quizInput,
  quizOut,
  quizQuestionsOut,
  ratesImportOut,
} from '@cf/domain/schemas/compliance';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { registerResource } from '../../console/crud';
import { recordAudit } from '../../lib/audit';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { ComplianceRefusal, recordOutcome } from './engine';
import { registerComplianceOutcomes } from './outcomes';
import { kiisConsoleRoutes, kiisRoutes } from './kiis';
import { acknowledgeRiskWarning, categorise, simulateLoss, takeAppropriatenessCheck, takeKnowledgeTest } from './protection';
import { readMultipart } from '../files/index';
import { assertKnownCurrencies, exchangeRatesResource } from './rates';
import { enterRates, parseRatesFile } from './rates-file';
import { ecspPosition, reflectionsRunning } from './rules/ecsp';
import { fcaPosition } from './rules/fca';
import { regCfPosition, REG_CF_CURRENCY } from './rules/reg-cf';
import { complianceSettingsResource, readComplianceSettings } from './settings';

/** What applies to an investor now under the operator's regime. */
async function complianceOf(app: App, userId: string): Promise<ComplianceMe> {
  const settings = await readComplianceSettings(app.db);
  const { jurisdiction } = settings;
  if (jurisdiction === 'us-reg-cf') {
    const position = await regCfPosition(app.db, userId, settings);
    return {
      jurisdiction,
      accredited: position.accredited,
      currency: REG_CF_CURRENCY,
      limit12Months: position.limit,
      remaining12Months: position.remaining,
      invested12Months: position.used,
      ratesUsed: position.ratesUsed,
      canInvest: position.remaining === null || position.remaining > 0,
      missing: [],
    };
  }
  if (jurisdiction === 'eu-ecsp') {
    const [p, reflections] = await Promise.all([ecspPosition(app.db, userId, settings), reflectionsRunning(app.db, userId)]);
    return {
      jurisdiction,
      currency: ECSP_CURRENCY,
      sophisticated: p.sophisticated,
      knowledgeTestPassed: p.knowledgeTestPassed,
      netWorth: p.netWorth,
      lossCapacity: p.lossCapacity,
      lossSimulatedAt: p.lossSimulatedAt?.toISOString() ?? null,
      warningThreshold: p.warningThreshold,
      reflectionEndsAt: reflections,
      canInvest: p.missing.length === 0,
      missing: p.missing,
    };
  }
  if (jurisdiction === 'uk-fca') {
    const p = await fcaPosition(app.db, userId, settings);
    return {
      jurisdiction,
      currency: FCA_CURRENCY,
      category: p.category,
      riskWarningAcknowledged: p.riskWarningAcknowledged,
      coolingOffEndsAt: p.coolingOffEndsAt?.toISOString() ?? null,
      appropriatenessPassed: p.appropriatenessPassed,
      limit12Months: p.limit,
      remaining12Months: p.remaining,
      invested12Months: p.limit === null ? undefined : p.used,
      ratesUsed: p.ratesUsed,
      canInvest: p.missing.length === 0 && (p.remaining === null || p.remaining > 0),
      missing: p.missing,
    };
  }
  return { jurisdiction, canInvest: true, missing: [] };
}

/** A step of one regime only: under another it is a 409, so a client cannot fill in the wrong forms. */
async function requireRegime(app: App, jurisdiction: 'eu-ecsp' | 'uk-fca') {
  const settings = await readComplianceSettings(app.db);
  if (settings.jurisdiction !== jurisdiction) throw new ConflictError('compliance.errors.notThisRegime');
  return settings;
}

/**
 * GET /compliance/me for investors, and the refusal recorder: a refused investment's transaction
 * rolls back, so its outcome is written here, after, on the pool (fp: the hook covers every API
 * route, the investing calls included).
 */
const tags = ['compliance'];

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

  const quizzes = [
    {
      path: '/compliance/knowledge-test',
      regime: 'eu-ecsp',
      quiz: KNOWLEDGE_TEST,
      take: takeKnowledgeTest,
      what: 'the ECSP entry knowledge test',
    },
    {
      path: '/compliance/appropriateness',
      regime: 'uk-fca',
      quiz: APPROPRIATENESS_CHECK,
      take: takeAppropriatenessCheck,
      what: 'the FCA appropriateness check',
    },
  ] as const;
  for (const { path, regime, quiz, take, what } of quizzes) {
    app.get(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `The questions of ${what} (never the answers)`,
          response: { 200: envelope(quizQuestionsOut), ...errorResponses },
        },
      },
      async () => ok(quizQuestions(quiz)),
    );
    app.post(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `Take ${what}: passed when every answer is right`,
          body: quizInput,
          response: { 200: envelope(quizOut), ...errorResponses },
        },
      },
      async (request) => {
        await requireRegime(app, regime);
        return ok(await take(app.db, request.user!.id, request.body.answers));
      },
    );
  }

  app.post(
    '/compliance/loss-simulation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'ECSP loss simulation: yearly income, liquid assets and commitments (EUR minor units) give net worth and the loss the investor can bear',
        body: lossSimulationInput,
        response: { 200: envelope(lossSimulationOut), ...errorResponses },
      },
    },
    async (request) => ok(await simulateLoss(app.db, request.user!.id, await requireRegime(app, 'eu-ecsp'), request.body)),
  );

  app.post(
    '/compliance/fca-category',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'FCA self-certification: restricted (with net assets in GBP minor units), high net worth or sophisticated',
        body: fcaCategoryInput,
        response: { 200: envelope(complianceMeOut), ...errorResponses },
      },
    },
    async (request) => {
      await requireRegime(app, 'uk-fca');
      await categorise(app.db, request.user!.id, request.body);
      return ok(await complianceOf(app, request.user!.id));
    },
  );

  app.post(
    '/compliance/fca-risk-warning',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'FCA: the investor read the personalised risk warning; the cooling-off runs from the first time',
        response: { 200: envelope(complianceMeOut), ...errorResponses },
      },
    },
    async (request) => {
      await requireRegime(app, 'uk-fca');
      await acknowledgeRiskWarning(app.db, request.user!.id);
      return ok(await complianceOf(app, request.user!.id));
    },
  );

  await kiisRoutes(app);
});

/** Console (staff, behind the console's guard): the compliance settings and the exchange rates. */
export async function complianceConsoleRoutes(staff: App) {
  registerResource(staff, complianceSettingsResource);
  registerResource(staff, exchangeRatesResource);
  registerComplianceOutcomes(staff);
  await kiisConsoleRoutes(staff);
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
  staff.post(
    '/exchange-rates/import',
    {
      schema: {
        tags: ['console'],
        summary:
          'Enter a daily rates file (multipart `file`, CSV with base, quote, rate, date): all its lines or none (400 naming the line); rates already entered for their pair and day are kept (audited)',
        consumes: ['multipart/form-data'],
        response: { 200: ratesImportOut, ...errorResponses },
      },
    },
    async (request) => {
      const { file } = await readMultipart(request, 'file');
      if (!file || file.bytes.length === 0)
        throw new ValidationError([{ field: 'file', message: 'compliance.errors.ratesFile' }], 'compliance.errors.ratesFile');
      const rates = parseRatesFile(file.bytes.toString('utf8'));
      return staff.db.transaction(async (tx) => {
        const result = await enterRates(tx, rates, request.user!.id);
        await recordAudit(tx, request, {
          action: 'import',
          resource: 'exchange-rates',
          recordId: file.filename.slice(0, 200) || 'rates.csv',
          after: result,
        });
        return result;
      });
    },
  );
}
