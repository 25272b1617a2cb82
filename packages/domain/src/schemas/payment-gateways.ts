import { PAYMENT_PROVIDERS } from '../wallet';
import { z } from '../zod-setup';
import { emptyToNull } from './common';
import { processInvestmentInput } from './investments';
import { addWalletTopUpInput, PAYMENT_SESSION_STATUSES } from './wallet';

/**
 * The console's gateway settings form (one row per payment route). Secrets are write-only: an
 * empty field keeps the stored one.
 */
export const paymentGatewayInput = z.object({
  enabled: z.boolean(),
  testMode: z.boolean(),
  publicKey: emptyToNull(z.string().trim().max(300)),
  instructions: emptyToNull(z.string().trim().max(4000)),
  /** PayPal, Plaid, MangoPay: the account's client id (not a secret). */
  clientId: emptyToNull(z.string().trim().max(300)),
  /** PayPal: the registered webhook's id. */
  webhookId: emptyToNull(z.string().trim().max(300)),
  /** ISO codes the route may take; empty: every currency its provider supports. */
  currencies: z
    .array(
      z
        .string()
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{3}$/, 'validation.currencyCode'),
    )
    .max(200)
    .default([]),
  secretKey: emptyToNull(z.string().trim().max(300)),
  webhookSecret: emptyToNull(z.string().trim().max(300)),
});
export type PaymentGatewayInput = z.infer<typeof paymentGatewayInput>;

/** What staff see of a gateway: never a secret, only whether one is stored. */
export const paymentGatewayRecord = z.object({
  id: z.enum(PAYMENT_PROVIDERS),
  provider: z.enum(PAYMENT_PROVIDERS),
  enabled: z.boolean(),
  testMode: z.boolean(),
  publicKey: z.string().nullable(),
  clientId: z.string().nullable(),
  webhookId: z.string().nullable(),
  currencies: z.array(z.string()),
  instructions: z.string().nullable(),
  secretKey: z.null(),
  webhookSecret: z.null(),
  hasSecretKey: z.boolean(),
  hasWebhookSecret: z.boolean(),
  /** A keyed route: live with its keys, its sandbox twin (test mode, no keys) or off; null for the others. */
  mode: z.enum(['live', 'twin', 'off']).nullable(),
  /** Where the provider must send its events (Stripe's dashboard asks for it). */
  webhookUrl: z.string().nullable(),
  updatedAt: z.date(),
});

/** GET /admin/payment-gateway/: the routes investors may use now, public-safe. */
export const paymentGatewayFrontOut = z.object({
  provider: z.enum(PAYMENT_PROVIDERS),
  enabled: z.boolean(),
  testMode: z.boolean(),
  publicKey: z.string().nullable(),
  instructions: z.string().nullable(),
  /** The currencies the route takes now (its provider's and staff's choice); null: any. */
  currencies: z.array(z.string()).nullable(),
});
export type PaymentGatewayFront = z.infer<typeof paymentGatewayFrontOut>;

/** A body whose paymentType may be left out: these calls are by Stripe whatever it says. */
const byStripe = (body: unknown) => (body && typeof body === 'object' ? { ...body, paymentType: 'stripe' } : body);

/** payment-gateway/checkout-session/: process-investment by card through Stripe. */
export const stripeCheckoutSessionInput = z.preprocess(byStripe, processInvestmentInput.safeExtend({ paymentType: z.literal('stripe') }));

/** payment-gateway/wallet-checkout-session: a wallet top-up through Stripe. */
export const stripeWalletCheckoutInput = z.preprocess(byStripe, addWalletTopUpInput.safeExtend({ paymentType: z.literal('stripe') }));

/** The redirect's check of a hosted checkout: what the provider says, fulfilled if paid. */
export const paymentSessionCheckOut = z.object({
  sessionId: z.string(),
  purpose: z.enum(['wallet_topup', 'investment', 'repayment']),
  subjectId: z.string(),
  status: z.enum(PAYMENT_SESSION_STATUSES),
  changed: z.boolean(),
});

/** What a provider webhook answers: acknowledged, and whether this delivery was a repeat. */
export const webhookAckOut = z.object({ received: z.literal(true), duplicate: z.boolean() });
