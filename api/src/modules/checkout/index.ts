/** Completing payment sessions, once, whichever way the news arrives. */
export { completeSandboxSession, fulfil, type Completion } from './complete';
