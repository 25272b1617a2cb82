import { checkSavedInvestmentQuery, saveInvestmentInput, savedInvestmentOut } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['investments'];
const idParam = z.object({ id: z.uuid('errors.notFound') });

/** Saved investments (issue 10 §3): an investment in progress kept for later, by its investor only. */
export default async function savedInvestmentRoutes(app: App) {
  app.post(
    '/save-investment',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Save an investment for later (checked by the investing rules); saving again for a campaign replaces it',
        body: saveInvestmentInput,
        response: { 200: envelope(savedInvestmentOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.saveInvestment(app.db, request.user!, request.body, request.uiLang)),
  );

  app.get(
    '/save-investment',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s saved investments, last saved first',
        response: { 200: envelope(z.array(savedInvestmentOut)), ...errorResponses },
      },
    },
    async (request) => ok(await service.listSaved(app.db, request.user!.id)),
  );

  app.get(
    '/save-investment/check-saved-investment',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s saved investment in a campaign, or null',
        querystring: checkSavedInvestmentQuery,
        response: { 200: envelope(savedInvestmentOut.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await service.savedFor(app.db, request.user!.id, request.query.campaignId)),
  );

  app.delete(
    '/save-investment/delete-saved-investment-user/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete one of the caller’s saved investments (anyone else’s: 404; staff use the console)',
        params: idParam,
        response: { 200: envelope(z.object({ id: z.string(), deleted: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => ok(await service.deleteOwn(app.db, request.user!.id, request.params.id)),
  );
}
