import type { DepsOf } from '../../deps';
import { NotFoundError } from '@cf/domain';
import { isCheckoutProvider } from '@cf/domain/wallet';
import type { PaymentRoutes } from '../payment-gateways/index';
import { findSession, findSessionByRef, lockSession, type PaymentSession } from '../payments/index';
import { fulfil } from './complete';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const answer = (session: PaymentSession, changed: boolean) => ({
  sessionId: session.id,
  purpose: session.purpose,
  subjectId: session.subjectId,
  status: session.status,
  changed,
});

/**
 * The return redirect's check (check-payment-session): the query string proves nothing, so the
 * provider is asked how the session stands, and a paid or expired one is completed through the
 * same fulfilment as the webhook, once, whichever arrives first. `id` is our session id or the
 * provider's (Stripe puts cs_... in the return address).
 */
export async function checkPaymentSession(deps: DepsOf<'db' | 'mailer' | 'realtime'>, payments: PaymentRoutes, userId: string, id: string) {
  const { db } = deps;
  const session = UUID.test(id) ? await findSession(db, id.toLowerCase()) : await findSessionByRef(db, id);
  if (!session || session.userId !== userId) throw new NotFoundError();
  // A twin's session is settled by its buttons, a debit's by its webhook: only a provider's hosted page is asked.
  if (session.status !== 'open' || session.twin || !isCheckoutProvider(session.provider) || !session.providerRef)
    return answer(session, false);
  const adapter = await payments.adapterOf(db, session.provider);
  if (!adapter) return answer(session, false);
  const state = await adapter.checkoutState(session.providerRef);
  if (state === 'open') return answer(session, false);
  return db.transaction(async (tx) => {
    const locked = await lockSession(tx, session.id);
    const completion = await fulfil(tx, locked, state, deps);
    return { ...answer(locked, completion.changed), status: completion.status };
  });
}
