import { campaignIdParam } from '@cf/domain';
import { certificateIdParams, certificateOut, registerOut, reissueInput } from '@cf/domain/schemas/certificates';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { myCertificates, readableCertificate, certificateOf, shareholderRegister } from './read';
import { reissueAs, sendCertificatePdf, sendRegisterCsv } from './service';

const tags = ['certificates'];
const base = '/equity/share-certificate';
const campaignParams = z.object({ id: campaignIdParam });

/**
 * Share certificates (spec §7 equity/share-certificate/) and the shareholder register (issue 10):
 * a holder reads their own; the campaign's owner and staff read and reissue any of the campaign's;
 * anyone else gets 404.
 */
export default async function certificateRoutes(app: App) {
  const auth = { onRequest: app.requireUser };

  app.get(
    base,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The caller’s live share certificates, newest first',
        response: { 200: envelope(z.array(certificateOut)), ...errorResponses },
      },
    },
    async (request) => ok(await myCertificates(app.db, request.user!.id)),
  );

  app.get(
    `${base}/:id`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'One certificate, live or void (its holder, the campaign’s owner or staff; others 404)',
        params: certificateIdParams,
        response: { 200: envelope(certificateOut), ...errorResponses },
      },
    },
    async (request) => ok(certificateOf(await readableCertificate(app.db, request.user!, request.params.id))),
  );

  app.get(
    `${base}/:id/pdf`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'A certificate as a PDF (the holder’s language; its holder, the campaign’s owner or staff; others 404)',
        params: certificateIdParams,
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => sendCertificatePdf(app.db, request, reply, request.params.id),
  );

  app.post(
    `${base}/:id/reissue`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'The campaign’s owner or staff reissue a live certificate: its number is void, the holding gets a new one',
        params: certificateIdParams,
        body: reissueInput,
        response: { 201: envelope(certificateOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await reissueAs(app, request, request.params.id, request.body.reason))),
  );

  app.get(
    '/campaigns/equities/:id/shareholder-register',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The campaign’s shareholder register: live certificates by number (owner and staff; others 404)',
        params: campaignParams,
        response: { 200: envelope(registerOut), ...errorResponses },
      },
    },
    async (request) => ok(await shareholderRegister(app.db, request.user!, request.params.id)),
  );

  app.get(
    '/campaigns/equities/:id/shareholder-register/export.csv',
    {
      ...auth,
      schema: {
        tags,
        summary: 'The shareholder register as CSV (owner and staff; others 404)',
        params: campaignParams,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => sendRegisterCsv(app.db, request.user!, reply, request.params.id),
  );
}
