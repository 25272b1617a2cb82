export { sandboxPayments } from './sandbox';
export { PaymentProviderUnavailableError, stateOf, stripeClient, stripePayments, type StripeOptions } from './stripe';
export type * from './types';
