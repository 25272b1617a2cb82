import { campaignPartsQuery, deletedOut, documentOut, extrasDocumentPatch, extrasImagePatch, imageOut } from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { readMultipart } from '../files/index';
import * as documents from './documents';
import * as extras from './extras';
import { actorOf, idParams, tags } from './route-helpers';

/** Gallery images and documents (multipart uploads checked by content). */
export default async function mediaRoutes(app: App) {
  const auth = { preHandler: app.requireUser };
  const deleted = { 200: envelope(deletedOut), ...errorResponses };

  const imageBase = '/campaigns/equity/extras-images';
  const image = { 200: envelope(imageOut), ...errorResponses };
  app.get(
    imageBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Gallery images of a campaign',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(imageOut)), ...errorResponses },
      },
    },
    async (request) => ok(await extras.listImages(app.db, actorOf(request), request.query.campaignId)),
  );
  app.get(
    `${imageBase}/:id`,
    { ...auth, schema: { tags, summary: 'One gallery image', params: idParams, response: image } },
    async (request) => ok(await extras.getImage(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    imageBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a gallery image (multipart `file`, `campaignId`, `title`, `description`): PNG, JPEG, GIF or WebP under 2 MB',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(imageOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await extras.addImage(app, actorOf(request), await readMultipart(request, 'file')))),
  );
  app.patch(
    `${imageBase}/:id`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change a gallery image’s title, description or order',
        params: idParams,
        body: extrasImagePatch,
        response: image,
      },
    },
    async (request) => ok(await extras.updateImage(app, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${imageBase}/:id`,
    { ...auth, schema: { tags, summary: 'Remove a gallery image', params: idParams, response: deleted } },
    async (request) => ok(await extras.deleteImage(app, actorOf(request), request.params.id)),
  );

  const docBase = '/campaigns/equity/extras-document';
  const doc = { 200: envelope(documentOut), ...errorResponses };
  app.get(
    docBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Documents of a campaign, public and private (owner or staff)',
        querystring: campaignPartsQuery,
        response: { 200: envelope(z.array(documentOut)), ...errorResponses },
      },
    },
    async (request) => ok(await documents.listDocuments(app.db, actorOf(request), request.query.campaignId)),
  );
  app.get(`${docBase}/:id`, { ...auth, schema: { tags, summary: 'One document', params: idParams, response: doc } }, async (request) =>
    ok(await documents.getDocument(app.db, actorOf(request), request.params.id)),
  );
  app.post(
    docBase,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a document (multipart `file` PDF under 2 MB, `campaignId`, `title`, `visibility` public|private), stored privately',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(documentOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(ok(await documents.addDocument(app, actorOf(request), await readMultipart(request, 'file')))),
  );
  app.patch(
    `${docBase}/:id`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Change a document’s title, visibility or order',
        params: idParams,
        body: extrasDocumentPatch,
        response: doc,
      },
    },
    async (request) => ok(await documents.updateDocument(app, actorOf(request), request.params.id, request.body)),
  );
  app.delete(
    `${docBase}/:id`,
    { ...auth, schema: { tags, summary: 'Remove a document and its file', params: idParams, response: deleted } },
    async (request) => ok(await documents.deleteDocument(app, actorOf(request), request.params.id)),
  );
}
