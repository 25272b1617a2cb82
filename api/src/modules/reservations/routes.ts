import {
  campaignIdParam,
  myReservationOut,
  reservationFrontOut,
  reservationInput,
  reservationOut,
  reservationsOpenInput,
  reservationSlugParam,
  reservationSummaryOut,
} from '@cf/domain/schemas/reservations';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { envelope, errorResponses, ok } from '../../lib/envelope';
import type { App } from '../../types';
import * as service from './service';

const tags = ['reservations'];

/**
 * Testing the waters (issue 16): the owner opens a campaign for non-binding reservations before it
 * goes live; signed-in investors reserve an amount (no money moves) and are told when it opens.
 */
export default fp(async function reservationsRoutes(app: App) {
  app.put(
    '/campaign/:id/reservations-open',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Open or close non-binding reservations before the campaign goes live (its owner only; others 404; 409 once live)',
        params: campaignIdParam,
        body: reservationsOpenInput,
        response: { 200: envelope(reservationSummaryOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.setReservationsOpen(app.db, request.user!, request.params.id, request.body.open)),
  );

  app.get(
    '/campaign/:id/reservations',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'How many reservations a campaign has and their total, without names (its owner only; others 404)',
        params: campaignIdParam,
        response: { 200: envelope(reservationSummaryOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.reservationSummary(app.db, request.user!, request.params.id)),
  );

  app.get(
    '/campaign/:id/reservation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s own live reservation in a campaign, or null',
        params: campaignIdParam,
        response: { 200: envelope(reservationOut.nullable()), ...errorResponses },
      },
    },
    async (request) => ok(await service.ownReservation(app.db, request.user!, request.params.id)),
  );

  app.put(
    '/campaign/:id/reservation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          'Reserve an amount (minor units, within the campaign’s minimum and maximum investment) or change it, while reservations are open before launch; no money moves',
        params: campaignIdParam,
        body: reservationInput,
        response: { 200: envelope(reservationOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.reserve(app.db, request.user!, request.params.id, request.body.amount, request.uiLang)),
  );

  app.delete(
    '/campaign/:id/reservation',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Withdraw the caller’s reservation (it binds nobody); 404 when they have none',
        params: campaignIdParam,
        response: { 200: envelope(z.object({ id: z.string(), cancelled: z.literal(true) })), ...errorResponses },
      },
    },
    async (request) => ok(await service.cancelReservation(app.db, request.user!, request.params.id)),
  );

  app.get(
    '/my-reservations',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'The caller’s reservations: waiting for launch, or open now with the prefilled invest page',
        response: { 200: envelope(z.array(myReservationOut)), ...errorResponses },
      },
    },
    async (request) => ok(await service.myReservations(app.db, request.user!)),
  );

  app.get(
    '/reservations/front/:slug',
    {
      preHandler: app.optionalUser,
      schema: {
        tags,
        summary: 'The reserve box of a campaign (public, or taking reservations before launch) with the viewer’s own reservation',
        params: reservationSlugParam,
        response: { 200: envelope(reservationFrontOut), ...errorResponses },
      },
    },
    async (request) => ok(await service.reservationFront(app.db, request.user, request.params.slug)),
  );
});
