import { z } from '../zod-setup';
import { processInvestmentInput } from './investments';

/**
 * PayPal's wire: our calls' bodies, its amounts and the events its webhook sends (Orders v2).
 */

/** A body whose paymentType may be left out: these calls are by PayPal whatever it says. */
const byPaypal = (body: unknown) => (body && typeof body === 'object' ? { ...body, paymentType: 'paypal' } : body);

/** paypal-payment/checkout-session: process-investment by PayPal (pay at checkoutUrl). */
export const paypalCheckoutSessionInput = z.preprocess(byPaypal, processInvestmentInput.safeExtend({ paymentType: z.literal('paypal') }));

/** A PayPal order id (the `token` PayPal puts in the return address). */
export const PAYPAL_ORDER_ID = /^[A-Za-z0-9-]{1,64}$/;

/** paypal-payment/process-payment: the payer is back from PayPal; by PayPal's order id or our session id. */
export const paypalProcessPaymentInput = z
  .object({
    orderId: z.string().trim().regex(PAYPAL_ORDER_ID, 'validation.invalidFormat').optional(),
    sessionId: z.uuid('validation.invalidFormat').optional(),
  })
  .refine((v) => v.orderId !== undefined || v.sessionId !== undefined, { message: 'validation.required', path: ['orderId'] });
export type PaypalProcessPaymentInput = z.infer<typeof paypalProcessPaymentInput>;

/** Currencies PayPal takes in whole units only, though ISO 4217 gives HUF and TWD two decimals. */
const PAYPAL_WHOLE_UNITS = ['JPY', 'HUF', 'TWD'];

/** ISO 4217's currencies without decimals and with three; the rest have two. */
const ISO_NO_DECIMALS = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'ISK',
  'JPY',
  'KMF',
  'KRW',
  'PYG',
  'RWF',
  'UGX',
  'UYI',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
];
const ISO_THREE_DECIMALS = ['BHD', 'IQD', 'JOD', 'KWD', 'LYD', 'OMR', 'TND'];

/**
 * ISO 4217 decimals: our minor units, as the card provider counts them too. (Not Intl's: its
 * locale data gives cash digits for some, forints among them.)
 */
export const isoDecimals = (currency: string): number =>
  ISO_NO_DECIMALS.includes(currency) ? 0 : ISO_THREE_DECIMALS.includes(currency) ? 3 : 2;

const paypalDecimals = (currency: string): number => (PAYPAL_WHOLE_UNITS.includes(currency) ? 0 : isoDecimals(currency));

/**
 * Our integer minor units as PayPal's decimal string ("250.00", "1500" for yen), or null when the
 * amount has a fraction PayPal cannot take (1234.56 HUF): such an amount cannot be paid by PayPal.
 */
export function toPaypalValue(minor: number, currency: string): string | null {
  if (!Number.isSafeInteger(minor) || minor < 0) return null;
  const dropped = 10 ** (isoDecimals(currency) - paypalDecimals(currency));
  if (minor % dropped !== 0) return null;
  const units = String(minor / dropped);
  const decimals = paypalDecimals(currency);
  if (decimals === 0) return units;
  const digits = units.padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** PayPal's decimal string ("-12.50" for a refund) in our minor units; null when it is not a plain amount. */
export function fromPaypalValue(value: string, currency: string): number | null {
  const decimals = paypalDecimals(currency);
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match || (match[3] ?? '').length > decimals) return null;
  const units = BigInt(match[2]!) * 10n ** BigInt(decimals) + BigInt((match[3] ?? '').padEnd(decimals, '0') || '0');
  const minor = Number(units * 10n ** BigInt(isoDecimals(currency) - decimals));
  if (!Number.isSafeInteger(minor)) return null;
  return match[1] ? -minor : minor;
}

const paypalMoney = z.looseObject({ currency_code: z.string(), value: z.string() });

/** The parts of an order (CHECKOUT.ORDER.*) and a capture (PAYMENT.CAPTURE.*) the webhook reads. */
export const paypalOrderResource = z.looseObject({
  id: z.string(),
  status: z.string().optional(),
  purchase_units: z
    .array(z.looseObject({ amount: paypalMoney.optional(), custom_id: z.string().optional(), invoice_id: z.string().optional() }))
    .optional(),
});

export const paypalCaptureResource = z.looseObject({
  id: z.string(),
  status: z.string().optional(),
  amount: paypalMoney.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  supplementary_data: z.looseObject({ related_ids: z.looseObject({ order_id: z.string().optional() }).optional() }).optional(),
});

/** A dispute (CUSTOMER.DISPUTE.*): the payment it names carries our session id as invoice and custom field. */
export const paypalDisputeResource = z.looseObject({
  dispute_id: z.string(),
  reason: z.string().optional(),
  status: z.string().optional(),
  dispute_amount: paypalMoney.optional(),
  seller_response_due_date: z.string().optional(),
  disputed_transactions: z
    .array(
      z.looseObject({ seller_transaction_id: z.string().optional(), invoice_number: z.string().optional(), custom: z.string().optional() }),
    )
    .optional(),
  dispute_outcome: z.looseObject({ outcome_code: z.string().optional() }).optional(),
});

/** A webhook delivery's envelope; the resource is read by its event type. */
export const paypalEvent = z.looseObject({
  id: z.string().min(1).max(255),
  event_type: z.string().min(1).max(255),
  resource: z.record(z.string(), z.unknown()),
});
export type PaypalEvent = z.infer<typeof paypalEvent>;
