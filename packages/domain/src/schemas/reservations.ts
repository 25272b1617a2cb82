import { CAMPAIGN_STATUS, type CampaignStatus } from '../campaign-status';
import { z } from '../zod-setup';
import { currencyOut } from './wire';

/**
 * Testing the waters (issue 16): before a campaign goes live its owner may take non-binding
 * reservations. No money moves; reservers are told when it goes live.
 */

/** Statuses before launch, in which reservations may be opened and taken (draft, pending review, declined and being fixed). */
export const PRE_LAUNCH_STATUSES: readonly CampaignStatus[] = [CAMPAIGN_STATUS.draft, CAMPAIGN_STATUS.pending, CAMPAIGN_STATUS.declined];

export const isPreLaunch = (status: number): boolean => (PRE_LAUNCH_STATUSES as readonly number[]).includes(status);

export const campaignIdParam = z.object({
  id: z.coerce.number().int('errors.notFound').min(1, 'errors.notFound').max(2_147_483_647, 'errors.notFound'),
});

/** PUT /campaign/:id/reservations-open (the campaign's owner). */
export const reservationsOpenInput = z.object({ open: z.boolean('validation.required') });
export type ReservationsOpenInput = z.infer<typeof reservationsOpenInput>;

/** PUT /campaign/:id/reservation: the amount in minor units of the campaign's currency. */
export const reservationInput = z.object({
  amount: z
    .number('validation.integerAmount')
    .int('validation.integerAmount')
    .min(1, 'validation.integerAmount')
    .max(Number.MAX_SAFE_INTEGER, 'validation.integerAmount'),
});
export type ReservationInput = z.infer<typeof reservationInput>;

/** Waiting: the campaign is not live yet; open-now: it went live and the investor may invest; cancelled: withdrawn by the investor. */
export const RESERVATION_STATES = ['waiting', 'open-now', 'cancelled'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** One live reservation, as its investor sees it. */
export const reservationOut = z.object({
  id: z.string(),
  campaignId: z.number(),
  /** Minor units. */
  amount: z.number(),
  currency: z.string(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ReservationOut = z.infer<typeof reservationOut>;

/** GET /my-reservations: the investor's reservations, one per campaign, with what the list needs of their campaign. */
export const myReservationOut = reservationOut.extend({
  campaign: z.object({ slug: z.string(), name: z.string() }),
  currencyFormat: currencyOut,
  status: z.enum(RESERVATION_STATES),
  /** The invest page prefilled with the amount, once the campaign is open. */
  investPath: z.string().nullable(),
  /** The campaign takes reservations now: the reserve page changes, cancels or makes one again. */
  reservable: z.boolean(),
});
export type MyReservationOut = z.infer<typeof myReservationOut>;

/** GET /campaign/:id/reservations: what the owner sees — how many and how much, no names. */
export const reservationSummaryOut = z.object({
  campaignId: z.number(),
  open: z.boolean(),
  /** The campaign is before launch: reservations may be opened or closed. */
  canToggle: z.boolean(),
  count: z.number(),
  /** Minor units. */
  total: z.number(),
  currency: currencyOut.nullable(),
});
export type ReservationSummaryOut = z.infer<typeof reservationSummaryOut>;

/** GET /reservations/front/:slug: the campaign as the reserve box needs it, with the viewer's own reservation. */
export const reservationFrontOut = z.object({
  campaignId: z.number(),
  slug: z.string(),
  name: z.string(),
  tagLine: z.string().nullable(),
  logo: z.string().nullable(),
  /** Reservations are taken now (open and before launch). */
  open: z.boolean(),
  live: z.boolean(),
  isOwner: z.boolean(),
  signedIn: z.boolean(),
  minimumInvestment: z.number().nullable(),
  maximumInvestment: z.number().nullable(),
  currency: currencyOut.nullable(),
  reservation: reservationOut.nullable(),
});
export type ReservationFrontOut = z.infer<typeof reservationFrontOut>;

export const reservationSlugParam = z.object({ slug: z.string().min(1).max(200) });
