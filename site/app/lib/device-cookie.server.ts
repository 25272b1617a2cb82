import { ACCOUNT_RULES } from '@cf/domain/schemas/accounts';
import type { AppLoadContext } from '@remix-run/node';

/**
 * The browser's device token (API: ACCOUNT_RULES.lockout), in a long-lived httpOnly cookie of its
 * own: sent back with the password, it spares this browser the waits and the captcha that
 * strangers' failed sign-ins bring. It is no credential (the password is still needed), so it
 * outlives sign-outs. Behind https the `__Host-` prefix keeps other hosts from planting one.
 */
const BASE_NAME = 'cf_device';
const nameFor = (context: AppLoadContext) => (context.secureCookies ? `__Host-${BASE_NAME}` : BASE_NAME);
/** A signed token (three base64url parts); anything else is not sent on. */
const TOKEN_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

export function readDeviceToken(request: Request, context: AppLoadContext): string | undefined {
  const name = nameFor(context);
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (key === name && value.length <= 2048 && TOKEN_SHAPE.test(value)) return value;
  }
  return undefined;
}

/** Keeps the device token a sign-in answered with (if any) on the response that follows it. */
export function keepDeviceToken(response: Response, answer: unknown, context: AppLoadContext): Response {
  const token = (answer as { deviceToken?: unknown } | null)?.deviceToken;
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return response;
  const secure = context.secureCookies ? '; Secure' : '';
  const maxAge = ACCOUNT_RULES.lockout.deviceTokenSeconds;
  response.headers.append('set-cookie', `${nameFor(context)}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`);
  return response;
}
