import { statementIdParams, statementItemOut, statementOut } from '@cf/domain/schemas/statements';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { listStatements, sendStatementPdf, statementOf } from './service';

const tags = ['statements'];

/** Investors' quarterly statements (spec §9): their list, figures and PDF; the investor's own, or any for staff. */
export default async function statementRoutes(app: App) {
  app.get(
    '/statements',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s quarterly statements, newest first',
        response: { 200: envelope(z.array(statementItemOut)), ...errorResponses },
      },
    },
    async (request) => ok(await listStatements(app.db, request.user!.id)),
  );

  app.get(
    '/statements/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A statement’s figures per currency (its investor or staff; others 404)',
        params: statementIdParams,
        response: { 200: envelope(statementOut), ...errorResponses },
      },
    },
    async (request) => ok(await statementOf(app.db, request.user!, request.params.id)),
  );

  app.get(
    '/statements/:id/pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'A statement as a PDF in the request’s language (its investor or staff; others 404)',
        params: statementIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => sendStatementPdf(app.db, request, reply, request.params.id),
  );
}
