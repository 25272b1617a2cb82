import { NotFoundError } from '@cf/domain';
import type { PaypalProcessPaymentInput } from '@cf/domain/schemas/paypal';
import type { DepsOf } from '../../deps';
import { checkPaymentSession } from '../checkout/index';
import type { PaymentRoutes } from '../payment-gateways/index';
import { findSession, findSessionByRef } from '../payments/index';

/**
 * process-payment: the payer is back from PayPal (the return address carries the order id as
 * `token`). Only the payer's own PayPal session is looked at (anyone else's is a 404); PayPal is
 * asked how the order stands, an approved order is captured, and a paid one fulfilled, once, by
 * the same check as every hosted checkout's return.
 */
export async function processPaypalPayment(
  deps: DepsOf<'db' | 'mailer' | 'realtime'>,
  payments: PaymentRoutes,
  userId: string,
  input: PaypalProcessPaymentInput,
) {
  const session = input.sessionId
    ? await findSession(deps.db, input.sessionId.toLowerCase())
    : await findSessionByRef(deps.db, input.orderId!);
  if (!session || session.userId !== userId || session.provider !== 'paypal') throw new NotFoundError();
  return checkPaymentSession(deps, payments, userId, session.id);
}
