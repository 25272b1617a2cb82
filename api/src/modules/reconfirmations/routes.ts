import {
  campaignIdParam,
  earlyCloseInput,
  earlyCloseOut,
  investmentIdParam,
  materialChangeInput,
  materialChangeOut,
  ownerProtectionOut,
  reconfirmationOut,
  reconfirmOut,
} from '@cf/domain/schemas/reconfirmations';
import fp from 'fastify-plugin';
import { recordAudit } from '../../lib/audit';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { reconfirmationConsoleRoutes } from './console-routes';
import * as service from './service';

const tags = ['investor-protection'];

/**
 * US Reg CF (17 CFR 227.304, issue 16): the owner (or staff, from the console) records a material
 * change and every paid investor must reconfirm within 5 business days (jobs/reconfirmations.ts
 * cancels and refunds the others); the owner may close early after 21 days with 5 business days' notice.
 */
export default fp(async function reconfirmationsRoutes(app: App) {
  // The console's lists of reconfirmations and reflection periods (staff only).
  await reconfirmationConsoleRoutes(app);

  app.post(
    '/campaign/:id/material-change',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Record a material change of a live campaign under Reg CF: each paid investor must reconfirm within 5 business days (its owner only; others 404; 409 when not Reg CF or not live)',
        params: campaignIdParam,
        body: materialChangeInput,
        response: { 201: envelope(materialChangeOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const body = await app.db.transaction((tx) =>
        service.recordMaterialChange(tx, app, { id: user.id, isStaff: false }, request.params.id, request.body.description),
      );
      return reply.code(201).send(ok(body));
    },
  );

  app.post(
    '/console/campaigns/:id/material-change',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'Staff record a material change of a live campaign under Reg CF (as the owner can)',
        params: campaignIdParam,
        body: materialChangeInput,
        response: { 201: envelope(materialChangeOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const body = await app.db.transaction(async (tx) => {
        const change = await service.recordMaterialChange(
          tx,
          app,
          { id: user.id, isStaff: true },
          request.params.id,
          request.body.description,
        );
        // Staff acting for the owner: kept in the console's audit log like every other staff change.
        await recordAudit(tx, request, { action: 'material-change', resource: 'campaigns', recordId: request.params.id, after: change });
        return change;
      });
      return reply.code(201).send(ok(body));
    },
  );

  app.post(
    '/campaign/:id/early-close',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Move the closing date earlier under Reg CF: after 21 days live, to a day at least 5 business days away; investors are told (its owner only; others 404)',
        params: campaignIdParam,
        body: earlyCloseInput,
        response: { 200: envelope(earlyCloseOut), ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      return ok(
        await app.db.transaction((tx) =>
          service.closeEarly(tx, app, { id: user.id, lang: request.uiLang }, request.params.id, request.body.closingDate),
        ),
      );
    },
  );

  app.get(
    '/campaign/:id/investor-protection',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether Reg CF material changes and early close apply to the campaign now, and its latest change (its owner only)',
        params: campaignIdParam,
        response: { 200: envelope(ownerProtectionOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.ownerProtection(app.db, { id: request.user!.id, lang: request.uiLang }, request.params.id)),
  );

  app.post(
    '/my-investment/:id/reconfirm',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Reconfirm one of the caller’s paid investments after a material change, before its deadline (others 404)',
        params: investmentIdParam,
        response: { 200: envelope(reconfirmOut), ...errorResponses },
      },
    },
    async (request) => {
      const user = request.user!;
      return ok(await app.db.transaction((tx) => service.reconfirm(tx, { id: user.id, lang: request.uiLang }, request.params.id)));
    },
  );

  app.get(
    '/my-investment/:id/reconfirmation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Whether one of the caller’s investments must be reconfirmed, by when, and what changed (others 404)',
        params: investmentIdParam,
        response: { 200: envelope(reconfirmationOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.reconfirmation(app.db, { id: request.user!.id, lang: request.uiLang }, request.params.id)),
  );
});
