/** Hosted-checkout payment sessions: opened here, completed by the checkout module. */
export {
  CHECKOUT_LIFETIME_MS,
  findSession,
  findSessionByRef,
  latestSessionFor,
  lockSession,
  markSession,
  openSession,
  recordDebitSession,
  type DebitSessionInput,
  type OpenSessionInput,
  type PaymentSession,
} from './sessions';
