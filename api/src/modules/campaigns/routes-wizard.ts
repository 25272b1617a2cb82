import {
  campaignOut,
  campaignStatusInput,
  campaignStoryInput,
  campaignTermsInput,
  checklistOut,
  companyProfileInput,
  createCampaignInput,
  createdCampaignOut,
  extrasInfoInput,
  fundraisingDetailInput,
  imageKindInput,
  ownerCampaignsQuery,
  ownerCardOut,
  paymentDetailInput,
  propertyInfoInput,
  ValidationError,
} from '@cf/domain';
import { z } from 'zod';
import { envelope, errorResponses, listEnvelope, ok, okList } from '../../lib/envelope';
import type { App } from '../../types';
import { readMultipart } from '../files/index';
import { managedCampaign } from './access';
import { uploadContract } from './documents';
import { uploadCampaignImage } from './images';
import { checklistOf, moveCampaign, submitCampaign } from './lifecycle';
import { ownerCampaigns } from './list';
import { pitchHtmlOf, pitchPreviewInput, pitchPreviewOut } from './pitch';
import { savePaymentDetail } from './payout';
import { actorOf, idParams, tags } from './route-helpers';
import { createCampaign, ownerCampaign, saveCampaignFields, savePropertyInfo } from './wizard';

const campaignResponse = { 200: envelope(campaignOut), ...errorResponses };

/** Creating a campaign, its wizard steps, uploads, checklist, submission and status moves. */
export default async function wizardRoutes(app: App) {
  app.post(
    '/campaigns/equities',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Start a campaign (draft): campaign owners and staff; 403 when onlyAdminCreateCampaign is on for non-staff; 409 with field campaignLimit at the per-owner limit',
        body: createCampaignInput,
        response: { 201: envelope(createdCampaignOut), ...errorResponses },
      },
    },
    async (request, reply) => reply.status(201).send(ok(await createCampaign(app, actorOf(request), request.body))),
  );

  app.get(
    '/campaigns/equities',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s campaigns as cards with their status, newest first, 6 a page (staff: ownerId= for another owner)',
        querystring: ownerCampaignsQuery,
        response: { 200: listEnvelope(ownerCardOut), ...errorResponses },
      },
    },
    async (request) => {
      const { items, ...meta } = await ownerCampaigns(app.db, actorOf(request), request.query);
      return okList(items, meta);
    },
  );

  app.get(
    '/campaigns/equities/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The whole campaign for the wizard and dashboard (owner or staff; 404 to anyone else)',
        params: idParams,
        response: campaignResponse,
      },
    },
    async (request) => ok(await ownerCampaign(app.db, actorOf(request), request.params.id)),
  );

  const steps = [
    ['/campaigns/equity/company-profile/:id', companyProfileInput, 'Company information (step 1): companyName at least 10 characters…'],
    [
      '/campaigns/campaign/fundraising-detail/:id',
      fundraisingDetailInput,
      'Fundraising detail (step 2): raise bounds, dates and settings bounds of spec §5',
    ],
    [
      '/campaigns/campaign/campaign-terms/:id',
      campaignTermsInput,
      'Equity, debt or convertible-note terms (step 2), within the campaign settings bounds',
    ],
    [
      '/campaigns/campaign/campaign-story/:id',
      campaignStoryInput,
      'The story (step 3): at most 255 characters; a YouTube or Vimeo video; the long-form pitch in Markdown (at most 50,000 characters)',
    ],
    [
      '/campaigns/campaign/extras-info/:id',
      extrasInfoInput,
      'Extras (step 5): analytics id, social links of their network, contract flags',
    ],
  ] as const;
  for (const [path, body, summary] of steps) {
    app.patch(
      path,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `${summary}. Saved as a draft; absent fields stay, empty ones clear`,
          params: idParams,
          body,
          response: campaignResponse,
        },
      },
      async (request) => ok(await saveCampaignFields(app, actorOf(request), request.params.id, request.body as Record<string, unknown>)),
    );
  }

  app.patch(
    '/campaigns/campaign/property-info/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Property information of a real-estate campaign',
        params: idParams,
        body: propertyInfoInput,
        response: campaignResponse,
      },
    },
    async (request) => ok(await savePropertyInfo(app, actorOf(request), request.params.id, request.body)),
  );

  app.patch(
    '/campaigns/campaign/payment-detail/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'The payout account (step 6): account number 5–20 digits equal to its confirmation, routing 9 digits, terms accepted; or achAccountId',
        params: idParams,
        body: paymentDetailInput,
        response: campaignResponse,
      },
    },
    async (request) => ok(await savePaymentDetail(app, actorOf(request), request.params.id, request.body)),
  );

  app.post(
    '/campaigns/equities/:id/images',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Upload an image (multipart `file`, `kind`): logo square ≥ 200×200, campaign 700×500, cover ≥ 1350×400; under 2 MB',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelope(z.object({ url: z.string() })), ...errorResponses },
      },
    },
    async (request) => {
      // Who may upload is checked before the form: anyone else learns nothing of the upload rules.
      await managedCampaign(app.db, actorOf(request), request.params.id, { edit: true });
      const form = await readMultipart(request, 'file');
      const kind = imageKindInput.safeParse(form.fields);
      if (!kind.success) throw new ValidationError([{ field: 'kind', message: 'validation.invalidOption' }]);
      if (!form.file) throw new ValidationError([{ field: 'file', message: 'campaigns.validation.fileRequired' }]);
      return ok(await uploadCampaignImage(app, actorOf(request), request.params.id, kind.data.kind, form.file));
    },
  );

  app.post(
    '/campaigns/equities/:id/pitch-preview',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The pitch as the campaign page will show it: Markdown rendered to sanitised HTML (owner or staff; nothing is saved)',
        params: idParams,
        body: pitchPreviewInput,
        response: { 200: envelope(pitchPreviewOut), ...errorResponses },
      },
    },
    async (request) => {
      await managedCampaign(app.db, actorOf(request), request.params.id);
      return ok({ html: pitchHtmlOf(request.body.pitch) ?? '' });
    },
  );

  app.post(
    '/campaigns/equities/:id/contract',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Upload the owner’s own contract (multipart `file`, PDF under 2 MB, stored privately)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 200: envelope(z.object({ contractFileId: z.string() })), ...errorResponses },
      },
    },
    async (request) => ok(await uploadContract(app, actorOf(request), request.params.id, await readMultipart(request, 'file'))),
  );

  app.get(
    '/campaigns/equities/:id/checklist',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The go-live checklist: each section ready or not, with what is missing',
        params: idParams,
        response: { 200: envelope(checklistOut), ...errorResponses },
      },
    },
    async (request) => ok(await checklistOf(app.db, actorOf(request), request.params.id)),
  );

  app.post(
    '/campaigns/equities/:id/submit',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Submit for review: draft or declined → pending (1) when the checklist is ready; else 400 with the missing items',
        params: idParams,
        response: campaignResponse,
      },
    },
    async (request) => ok(await submitCampaign(app, actorOf(request), request.params.id)),
  );

  app.patch(
    '/campaigns/equities/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'A move of the status machine by its actor (owner: withdraw 1 → 0, reopen 3 → 0; → 1 is the submission)',
        params: idParams,
        body: campaignStatusInput,
        response: campaignResponse,
      },
    },
    async (request) => ok(await moveCampaign(app, actorOf(request), request.params.id, request.body)),
  );
}
