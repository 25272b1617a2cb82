import { jwtVerify, SignJWT } from 'jose';

/**
 * Short-lived signed tokens for a step between "password checked" and "session issued": the
 * two-factor challenge and the two-factor set-up. The audience names the step, so a token of one
 * kind is never accepted as another (nor as a session: it names no session).
 */
export type StepPurpose = 'two-factor-challenge' | 'two-factor-setup' | 'app-login';

export type StepClaims = { userId: string; /** When the step began (ms, the app's clock). */ since: Date; jti: string | undefined };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signStepToken(
  secret: string,
  purpose: StepPurpose,
  params: { userId: string; since: Date; lifetimeSeconds: number; jti?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(params.since.getTime() + params.lifetimeSeconds * 1000);
  const jwt = new SignJWT({ since: params.since.getTime() })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(params.userId)
    .setAudience(purpose)
    .setIssuer('cf-api')
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000));
  if (params.jti) jwt.setJti(params.jti);
  return { token: await jwt.sign(keyOf(secret)), expiresAt };
}

/** The claims of a valid, unexpired token of this purpose, or null. */
export async function verifyStepToken(secret: string, purpose: StepPurpose, token: string): Promise<StepClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: ['HS256'], issuer: 'cf-api', audience: purpose });
    if (typeof payload.sub !== 'string' || typeof payload.since !== 'number') return null;
    return { userId: payload.sub, since: new Date(payload.since), jti: payload.jti };
  } catch {
    return null;
  }
}
