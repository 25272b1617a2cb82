import { createHash, timingSafeEqual } from 'node:crypto';
import { decodeProtectedHeader, importJWK, type JWK, jwtVerify } from 'jose';
import { plaidBasePath, PlaidRefusal, plaidCall, plaidClient } from '../../providers/payments/plaid';
import type { ProviderKeys } from '../../providers/payments/types';
import { WebhookSignatureError } from '../webhooks/stripe';

/** Plaid's rule: a webhook signed more than five minutes ago is a replay. */
export const PLAID_WEBHOOK_MAX_AGE_S = 5 * 60;

/** How long a fetched verification key is trusted before it is asked for again (Plaid rotates keys). */
const KEY_TTL_MS = 60 * 60 * 1000;

type CachedKey = { key: CryptoKey | Uint8Array; fetchedAt: number };
const keyCache = new Map<string, CachedKey>();

/**
 * The public key Plaid signs with, by its `kid`: fetched with webhookVerificationKeyGet and kept
 * an hour per Plaid address and client. A key Plaid says has expired, or does not know, signs nothing.
 */
async function verificationKey(keys: ProviderKeys, kid: string): Promise<CryptoKey | Uint8Array> {
  const cacheKey = `${plaidBasePath(keys)}|${keys.clientId}|${kid}`;
  const cached = keyCache.get(cacheKey);
  if (cached && Date.now() - cached.fetchedAt < KEY_TTL_MS) return cached.key;
  const { key } = await plaidCall(() => plaidClient(keys).webhookVerificationKeyGet({ key_id: kid })).catch((err: unknown) => {
    throw err instanceof PlaidRefusal ? new WebhookSignatureError() : err;
  });
  if (key.expired_at !== null) throw new WebhookSignatureError();
  const imported = await importJWK({ kty: key.kty, crv: key.crv, x: key.x, y: key.y } as JWK, 'ES256');
  keyCache.set(cacheKey, { key: imported, fetchedAt: Date.now() });
  return imported;
}

const sha256Hex = (raw: Buffer) => createHash('sha256').update(raw).digest('hex');

/**
 * Checks a Plaid webhook before anything is read or written: the `Plaid-Verification` header is a
 * JWT signed with ES256 by the key its `kid` names, issued at most five minutes ago, whose
 * `request_body_sha256` claim is the SHA-256 of the exact bytes received. Anything else is a 400
 * WebhookSignatureError; Plaid unreachable for the key is a 502.
 */
export async function verifyPlaidWebhook(keys: ProviderKeys, raw: Buffer, header: string | string[] | undefined): Promise<void> {
  if (typeof header !== 'string' || header.length === 0 || header.length > 4096) throw new WebhookSignatureError();
  let kid: string;
  try {
    const protectedHeader = decodeProtectedHeader(header);
    if (protectedHeader.alg !== 'ES256' || typeof protectedHeader.kid !== 'string') throw new Error('not ES256');
    kid = protectedHeader.kid;
  } catch {
    throw new WebhookSignatureError();
  }
  const key = await verificationKey(keys, kid);
  let claimed: unknown;
  try {
    const { payload } = await jwtVerify(header, key, { algorithms: ['ES256'], maxTokenAge: PLAID_WEBHOOK_MAX_AGE_S });
    claimed = payload.request_body_sha256;
  } catch {
    throw new WebhookSignatureError();
  }
  const actual = Buffer.from(sha256Hex(raw));
  if (typeof claimed !== 'string' || claimed.length !== actual.length || !timingSafeEqual(Buffer.from(claimed), actual))
    throw new WebhookSignatureError();
}
