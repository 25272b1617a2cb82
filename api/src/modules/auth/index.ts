/** What other modules (and the console, jobs and web layers) use of the auth module. */
export { assertNotLockedOut, failuresSince, recordLoginAttempt } from './lockout';
export { signDeviceToken } from './device-tokens';
export { throttledCredentials } from './login';
export { type ClientContext, clientContext, completeLogin, startSession } from './login-flow';
export { loginLimit, passwordLoginInput, passwordLoginLimit, withRetryAfter } from './routes';
export { authErrorResponses, type LoginResult, loginResult, meOut, pickMe, sessionResult, type SessionResult } from './schemas';
export { checkCredentials, issueSession, revokeAllSessions, revokeSession } from './service';
export { type StepPurpose, verifyStepToken } from './step-tokens';
export { consumeUserToken, issueUserToken, retireUserTokens } from './user-tokens';
export { verifySocketToken } from './socket-token';
