import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { sendPrivateFile } from '../files/index';
import { readAccreditationForm } from './form';
import { accreditationOut, accreditationStateOut } from './schemas';
import * as service from './service';

const tags = ['identity'];

function sendPdf(reply: FastifyReply, pdf: Buffer, lang: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-language', lang)
    .header('content-disposition', 'inline; filename="accreditation-contract.pdf"')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/** Accreditation self-check, verification, contract PDF and signature (issue 3 §7). */
export default async function accreditationRoutes(app: App) {
  app.get(
    '/accreditation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The self-check of the caller’s investor profile (spec §9 thresholds) and their latest request',
        response: { 200: envelope(accreditationStateOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.accreditationState(app, request.user!.id)),
  );

  app.get(
    '/accreditation/contract',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The accreditation contract (PDF) with the investor’s details, in the request language',
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { pdf, lang } = await service.blankContract(app, { id: request.user!.id, ip: request.clientIp, lang: request.uiLang });
      return sendPdf(reply, pdf, lang);
    },
  );

  app.post(
    '/accreditation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Ask for accreditation (multipart: verificationType phone-call|letter, verificationPhone or file `letter`; signatureType typed|image with `signature` (≤ 20 characters) or file `signatureImage` (PNG or JPEG ≤ 512 KB, stored as 400x200); acceptTerms); the signed contract is stored privately',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(accreditationOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const form = await readAccreditationForm(request);
      const created = await service.submitAccreditation(app, { id: request.user!.id, ip: request.clientIp, lang: request.uiLang }, form);
      return reply.status(201).send(ok(created));
    },
  );

  app.get(
    '/accreditation/:id/contract',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The signed contract (PDF) of a request, to its owner or staff',
        params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
        produces: ['application/pdf'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => sendPrivateFile(app, reply, await service.contractFileFor(app, request, request.params.id)),
  );
}
