import { kycDocumentInput, kycPartyInput, kycPartyPatch, ValidationError } from '@cf/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, errorBody, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { readMultipart } from '../files/index';
import { kycPartyOut, kycUploadOut, userKycOut } from './schemas';
import * as service from './service';

const tags = ['identity'];
/** A provider that is down answers 502 with a translated message. */
const responses = { ...errorResponses, 502: errorBody };
const actorOf = (request: FastifyRequest): service.KycActor => ({ id: request.user!.id, ip: request.clientIp, lang: request.uiLang });

/**
 * Identity verification (spec §3 "KYC", §7 northKYC calls): the caller's own party only, through
 * the provider adapter chosen by configuration. There is no party id in any path: nobody can
 * reach another user's party here (staff use the console).
 */
export default async function kycRoutes(app: App) {
  app.post(
    '/northKYC/createParty',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create the caller’s identity-verification party (one per user) at the configured provider',
        body: kycPartyInput,
        response: { 201: envelope(kycPartyOut), ...responses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await service.createParty(app, actorOf(request), request.body))),
  );

  app.patch(
    '/northKYC/update-party',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Change the caller’s party; it goes back under review',
        body: kycPartyPatch,
        response: { 200: envelope(kycPartyOut), ...responses },
      },
    },
    async (request) => ok(await service.updateParty(app, actorOf(request), request.body)),
  );

  app.post(
    '/northKYC/uploadPartyDocument',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Upload an identity document (PDF, PNG or JPEG by content, at most 2 MB): stored privately and sent to the provider',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(kycUploadOut), ...responses },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, 'file');
      const parsed = kycDocumentInput.safeParse(form.fields);
      if (!parsed.success) throw new ValidationError(parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })));
      if (!form.file) throw new ValidationError([{ field: 'file', message: 'validation.required' }]);
      const document = await service.uploadDocument(app, actorOf(request), { file: form.file, documentType: parsed.data.documentType });
      return reply.status(201).send(ok(document));
    },
  );

  app.get(
    '/northKYC/get-user-kyc',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s party and documents, or { party: null }; refresh=true asks the provider for its decision',
        querystring: z.object({ refresh: z.enum(['true', 'false', '1', '0']).optional() }),
        response: { 200: envelope(userKycOut), ...responses },
      },
    },
    async (request) => {
      const refresh = request.query.refresh === 'true' || request.query.refresh === '1';
      return ok(await service.getUserKyc(app, actorOf(request), refresh));
    },
  );

  app.post(
    '/northKYC/updateKycAml',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Run the provider’s identity and AML check again; the party',
        response: { 200: envelope(kycPartyOut), ...responses },
      },
    },
    async (request) => ok(await service.rerunCheck(app, actorOf(request))),
  );
}
