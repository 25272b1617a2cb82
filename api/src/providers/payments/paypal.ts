import { PaymentProviderUnavailableError } from './stripe';
import type { PaymentProviderAdapter, ProviderKeys } from './types';

/** PayPal Orders v2 through @paypal/paypal-server-sdk (issue 11: being built). */
export function paypalPayments(keys: ProviderKeys): PaymentProviderAdapter {
  const unavailable = async (): Promise<never> => {
    throw new PaymentProviderUnavailableError(`PayPal adapter not built yet (${keys.testMode ? 'test' : 'live'})`);
  };
  return { name: 'paypal', createCheckout: unavailable, checkoutState: unavailable, expireCheckout: unavailable, refund: unavailable };
}
