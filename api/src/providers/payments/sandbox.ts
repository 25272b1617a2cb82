import type { CheckoutProvider } from '@cf/domain/wallet';
import type { PaymentProviderAdapter } from './types';

/**
 * The built-in sandbox, and the sandbox twin of every hosted-checkout route in test mode without
 * keys (PayPal): a checkout page of the platform's own (/payments/sandbox/{sessionId}) whose Pay
 * and Fail buttons call POST /payments/sandbox/sessions/{id}/complete, which runs the same
 * fulfilment as a provider's webhook. Its state lives in our own session row, so the check asks
 * nothing outside.
 */
export function sandboxPayments(publicUrl: string, name: CheckoutProvider = 'sandbox'): PaymentProviderAdapter {
  return {
    name,
    twin: true,
    createCheckout: async (request) => ({
      providerRef: name === 'sandbox' ? request.sessionId : `${name}-twin:${request.sessionId}`,
      checkoutUrl: `${publicUrl}/payments/sandbox/${request.sessionId}`,
    }),
    checkoutState: async () => 'open',
    expireCheckout: async () => {},
    // Nothing outside to give back to: the ledger's transfer is the refund.
    refund: async (request) => ({ refundRef: `${name}-refund:${request.idempotencyKey}` }),
  };
}
