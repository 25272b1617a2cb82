import type { CheckoutProvider } from '@cf/domain/wallet';

/** What a hosted checkout is asked for (minor units of `currency`). */
export type CheckoutRequest = {
  /** Our payment session's id: the provider echoes it back on the webhook and the redirect. */
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** When our session stops being payable (a provider may round it up to its own minimum). */
  expiresAt: Date;
  /** The same key for a retried call: the provider creates one checkout, not two. */
  idempotencyKey: string;
};

export type Checkout = { providerRef: string; checkoutUrl: string };

/** A provider's word on a session, read back by the redirect's check. */
export type CheckoutState = 'open' | 'paid' | 'failed' | 'expired';

/**
 * One payment route (card provider, sandbox...). Card data never touches the platform: each route
 * is a hosted checkout reached by redirect, and money is credited only by the fulfilment that the
 * provider's signed webhook or the verified redirect runs.
 */
export type PaymentProviderAdapter = {
  name: CheckoutProvider;
  /**
   * A sandbox twin (the built-in sandbox, or PayPal in test mode without keys): its checkout is the
   * platform's own page, whose Pay and Fail buttons complete it; nothing outside is called.
   */
  twin?: boolean;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Asks the provider how a session stands (the redirect path: never trust the query string). */
  checkoutState(providerRef: string): Promise<CheckoutState>;
  /** Closes a checkout that must no longer be paid (the payer cancelled); already closed is fine. */
  expireCheckout(providerRef: string): Promise<void>;
  /**
   * Gives a paid checkout's money back to the payer (a campaign that failed or was cancelled). The
   * same idempotency key returns the first refund, and a payment already refunded counts as done,
   * so a settlement retried after a crash never pays twice.
   */
  refund(request: RefundRequest): Promise<{ refundRef: string }>;
  /**
   * The provider's settled transactions (payments in positive, refunds and chargebacks negative)
   * between two instants, for the daily reconciliation; a twin has none outside.
   */
  settled?(from: Date, to: Date): Promise<SettledTransaction[]>;
};

/**
 * One movement the provider settled, in minor units, as its own report lists it. `providerRef` names
 * the payment as we know it: our session id, or the session's providerRef (the reconciliation
 * matches either), not a provider-internal transaction id.
 */
export type SettledTransaction = { providerRef: string; amount: number; currency: string; at: Date };

/** A refund of `amount` minor units of a paid checkout (`providerRef`, the provider's session id). */
export type RefundRequest = { providerRef: string; amount: number; currency: string; idempotencyKey: string };

/** Gives a payment's money back to its source (a card, a PayPal account, a bank account, a provider wallet). */
export type Refunder = Pick<PaymentProviderAdapter, 'refund'>;

/** A keyed provider's credentials in force: the console's, each falling back to the environment's. */
export type ProviderKeys = {
  clientId: string;
  secret: string;
  /** The provider's address: the environment's override (a fake, in tests) or undefined for its own by test mode. */
  apiUrl: string | undefined;
  testMode: boolean;
  /** PayPal: the registered webhook's id, which the signature check names. */
  webhookId: string | undefined;
};
