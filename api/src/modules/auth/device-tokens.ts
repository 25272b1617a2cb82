import { createHash, randomUUID } from 'node:crypto';
import { ACCOUNT_RULES } from '@cf/domain';
import { jwtVerify, SignJWT } from 'jose';

/**
 * Device tokens (OWASP "Slow down online guessing attacks with device cookies"): a client that
 * signed in to an account gets one, and shows it with the password next time, so strangers'
 * failures against that account or from that address do not slow it down. It is no credential:
 * the password (and the second factor) are still required. It names the account by a hash of its
 * e-mail, so it is checked before any database work and says nothing about the address if read.
 */
const AUDIENCE = 'device';
const keyOf = (secret: string) => new TextEncoder().encode(secret);
const accountOf = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');

export async function signDeviceToken(secret: string, email: string): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(accountOf(email))
    .setJti(randomUUID())
    .setAudience(AUDIENCE)
    .setIssuer('cf-api')
    .setIssuedAt()
    .setExpirationTime(`${ACCOUNT_RULES.lockout.deviceTokenSeconds}s`)
    .sign(keyOf(secret));
}

/** The token's id when it is a valid, unexpired device token for this e-mail; otherwise null. */
export async function deviceIdOf(secret: string, token: string | undefined, email: string): Promise<string | null> {
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: 'cf-api', audience: AUDIENCE });
    if (payload.sub !== accountOf(email) || typeof payload.jti !== 'string') return null;
    return payload.jti;
  } catch {
    return null;
  }
}
