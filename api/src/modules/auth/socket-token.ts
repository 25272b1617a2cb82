import { ACCOUNT_RULES } from '@cf/domain';
import { jwtVerify, SignJWT } from 'jose';

/** The audience of socket tokens: they open a socket.io connection and nothing else. */
export const SOCKET_AUDIENCE = 'socket';

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** A 60-second token naming the user, for the socket.io handshake (never a session). */
export async function signSocketToken(secret: string, userId: string): Promise<{ socketToken: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + ACCOUNT_RULES.socketTokenSeconds * 1000);
  const socketToken = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(SOCKET_AUDIENCE)
    .setIssuer('cf-api')
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyOf(secret));
  return { socketToken, expiresAt };
}

/**
 * For the socket.io handshake: the user id a valid, unexpired socket token names, or null.
 * `secret` is app.config.jwtSecret. Whether the user is still active is the caller's check.
 */
export async function verifySocketToken(token: string, secret: string): Promise<{ userId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: 'cf-api', audience: SOCKET_AUDIENCE });
    return typeof payload.sub === 'string' ? { userId: payload.sub } : null;
  } catch {
    return null;
  }
}
