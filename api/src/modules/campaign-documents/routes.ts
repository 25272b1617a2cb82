import { accessDecisionInput, accessRequestInput, accessRequestOut, documentViewOut, pageQuery } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['campaigns'];
const id = z.coerce.number().int().min(1).max(2_147_483_647);
const campaignParam = z.object({ id });
/** Campaign documents, private access requests and document views (issue 4 §5). */
export default async function campaignDocumentsRoutes(app: App) {
  app.get(
    '/campaigns/:id/documents/:documentId',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'A campaign document: public ones to anyone, private ones to the owner, staff and granted users (each view recorded)',
        params: z.object({ id, documentId: id }),
        produces: ['application/pdf', 'image/png', 'image/jpeg'],
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => service.sendDocument(app, reply, request.user, request.params.id, request.params.documentId),
  );

  app.post(
    '/campaigns/:id/access-requests',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Ask the owner for the private documents (one request per user; asking again returns it)',
        params: campaignParam,
        body: accessRequestInput,
        response: { 200: envelope(accessRequestOut), 201: envelope(accessRequestOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { request: row, created } = await service.requestAccess(app, request.user!, request.params.id, request.body.message);
      return reply.status(created ? 201 : 200).send(ok(row));
    },
  );

  app.delete(
    '/campaigns/:id/access-requests',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Withdraw the caller’s own pending access request (404 when they have none)',
        params: campaignParam,
        response: { 200: envelope(z.object({ id: z.number(), campaignId: z.number(), deleted: z.boolean() })), ...errorResponses },
      },
    },
    async (request) => ok(await service.withdrawRequest(app, request.user!, request.params.id)),
  );

  app.get(
    '/campaigns/:id/access-requests',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Access requests with the requesters’ names (owner and staff)',
        params: campaignParam,
        querystring: pageQuery,
        response: { 200: listEnvelope(accessRequestOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.listRequests(app, request.user!, request.params.id, request.query);
      return okList(items, meta);
    },
  );

  app.patch(
    '/campaigns/:id/access-requests/:requestId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Grant or deny an access request (owner and staff); the requester is notified',
        params: z.object({ id, requestId: id }),
        body: accessDecisionInput,
        response: { 200: envelope(accessRequestOut), ...errorResponses },
      },
    },
    async (request) =>
      ok(await service.decideRequest(app, request.user!, request.params.id, request.params.requestId, request.body.status)),
  );

  app.get(
    '/campaigns/:id/document-views',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Who opened which private document, and when (owner and staff)',
        params: campaignParam,
        querystring: pageQuery,
        response: { 200: listEnvelope(documentViewOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await service.listViews(app, request.user!, request.params.id, request.query);
      return okList(items, meta);
    },
  );
}
