/** Payment providers' signed webhooks. */
export { receiveStripeEvent, SIGNATURE_TOLERANCE_S, WebhookNotConfiguredError, WebhookSignatureError } from './stripe';
