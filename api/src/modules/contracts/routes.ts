import { contractInvestmentInput, contractPreviewInput, investmentContractOut } from '@cf/domain/schemas/investments';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import { readMultipart } from '../files/index';
import { createContract, previewContract, sendContract, uploadUserContract } from './service';

const tags = ['investing'];
const pdfAnswer = { 200: z.any(), ...errorResponses };

/** The spec's contract calls (§7 contracts/...) and the owner's upload of a hand-signed contract. */
export default async function contractRoutes(app: App) {
  app.post(
    '/contracts/generate-pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The contract filled for a campaign and an amount or shares, unsigned, to read before investing (application/pdf)',
        body: contractPreviewInput,
        produces: ['application/pdf'],
        response: pdfAnswer,
      },
    },
    async (request, reply) => {
      const pdf = await previewContract(app.db, request.user!, request.body, request.uiLang);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'inline; filename="contract-preview.pdf"')
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/contracts/create-pdf',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Render and keep the signed contract of an investment (done at investing; answers the kept one when it exists)',
        body: contractInvestmentInput,
        response: { 200: envelope(investmentContractOut), ...errorResponses },
      },
    },
    async (request) => ok(await createContract(app, request.user!, request.body.investmentId, request.uiLang)),
  );

  app.get(
    '/contracts/get-investor-contract',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The signed contract of an investment (application/pdf), for its investor, the campaign owner or staff',
        querystring: contractInvestmentInput,
        produces: ['application/pdf'],
        response: pdfAnswer,
      },
    },
    async (request, reply) => sendContract(app, request, reply, request.query.investmentId),
  );

  app.patch(
    '/campaigns/:id/upload-user-contact',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'The owner uploads an investor’s signed contract (multipart `investmentId` and `file`, a PDF) when contracts are managed by hand',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: { 200: envelope(investmentContractOut), ...errorResponses },
      },
    },
    async (request) => ok(await uploadUserContract(app, request, request.params.id, await readMultipart(request, 'file'))),
  );
}
