/** Completing payment sessions, once, whichever way the news arrives. */
export { completeSandboxSession, fulfil, type Completion, type Outcome } from './complete';
export { checkPaymentSession } from './check';
