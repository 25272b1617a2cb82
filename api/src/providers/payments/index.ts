import { sandboxPayments } from './sandbox';
import type { PaymentProviderAdapter } from './types';

export type * from './types';

/** The adapters of the hosted-checkout routes, by name. */
export function paymentProviders(config: { publicUrl: string }): Record<'sandbox', PaymentProviderAdapter> {
  return { sandbox: sandboxPayments(config.publicUrl) };
}
