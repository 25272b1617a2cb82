import { verify, X509Certificate } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { PaymentProviderUnavailableError } from '../../providers/payments/index';
import { SIGNATURE_TOLERANCE_S, WebhookSignatureError } from '../webhooks/stripe';

/** The only hosts PayPal serves its webhook certificates from (sandbox and live). */
export const PAYPAL_CERT_HOSTS = ['api.paypal.com', 'api.sandbox.paypal.com', 'api-m.paypal.com', 'api-m.sandbox.paypal.com'];
const CERT_PATH = /^\/v1\/notifications\/certs\/[A-Za-z0-9-]{1,100}$/;
const MAX_CERT_BYTES = 64 * 1024;

/**
 * Where a certificate may be fetched from: PayPal's own hosts over HTTPS, or, when the API address
 * is overridden (a fake in tests), that address's origin only, so a test never reaches out. Any
 * other address is refused before anything is fetched: the header is the sender's to choose.
 */
export function certUrlAllowed(certUrl: string, apiUrl: string | undefined): boolean {
  let url: URL;
  try {
    url = new URL(certUrl);
  } catch {
    return false;
  }
  if (!CERT_PATH.test(url.pathname) || url.search || url.username || url.password) return false;
  if (apiUrl) return url.origin === new URL(apiUrl).origin;
  return url.protocol === 'https:' && url.port === '' && PAYPAL_CERT_HOSTS.includes(url.hostname);
}

/** CRC-32 (IEEE) of the raw body, as PayPal signs it (unsigned, written in decimal). */
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Certificates by address: PayPal signs every delivery with one of a few, so each is fetched once. */
const certs = new Map<string, Promise<X509Certificate>>();
const MAX_CACHED = 32;

async function fetchCertificate(url: string): Promise<X509Certificate> {
  let pem: string;
  try {
    const res = await fetch(url, { redirect: 'error', signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`certificate answered ${res.status}`);
    pem = await res.text();
  } catch (err) {
    // PayPal unreachable: a 5xx, so PayPal delivers the event again later.
    throw new PaymentProviderUnavailableError(`paypal certificate: ${(err as Error).message}`);
  }
  if (pem.length > MAX_CERT_BYTES) throw new WebhookSignatureError();
  try {
    return new X509Certificate(pem);
  } catch {
    throw new WebhookSignatureError();
  }
}

async function certificate(url: string, now: Date): Promise<X509Certificate> {
  let cert = certs.get(url);
  if (!cert) {
    if (certs.size >= MAX_CACHED) certs.delete(certs.keys().next().value!);
    cert = fetchCertificate(url);
    certs.set(url, cert);
    // A failed fetch is not remembered: the next delivery tries again.
    cert.catch(() => certs.delete(url));
  }
  const found = await cert;
  if (new Date(found.validTo) < now || new Date(found.validFrom) > now) {
    certs.delete(url);
    throw new WebhookSignatureError();
  }
  return found;
}

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 2048 ? value : undefined;
};

/**
 * PayPal's webhook signature, checked locally as PayPal documents it: SHA256withRSA over
 * `<transmission id>|<transmission time>|<webhook id>|<crc32 of the raw body>` with the key of
 * the certificate at paypal-cert-url (PayPal's hosts only). The webhook id is ours (the console's),
 * so a delivery meant for another webhook fails; a transmission older than the tolerance is a replay.
 */
export async function verifyPaypalSignature(
  raw: Buffer,
  headers: IncomingHttpHeaders,
  options: { webhookId: string; apiUrl: string | undefined; now?: Date },
): Promise<void> {
  const now = options.now ?? new Date();
  const id = header(headers, 'paypal-transmission-id');
  const time = header(headers, 'paypal-transmission-time');
  const signature = header(headers, 'paypal-transmission-sig');
  const certUrl = header(headers, 'paypal-cert-url');
  if (!id || !time || !signature || !certUrl || header(headers, 'paypal-auth-algo') !== 'SHA256withRSA') throw new WebhookSignatureError();
  const sent = Date.parse(time);
  if (Number.isNaN(sent) || Math.abs(now.getTime() - sent) > SIGNATURE_TOLERANCE_S * 1000) throw new WebhookSignatureError();
  if (!certUrlAllowed(certUrl, options.apiUrl)) throw new WebhookSignatureError();
  const cert = await certificate(certUrl, now);
  const message = Buffer.from(`${id}|${time}|${options.webhookId}|${crc32(raw)}`, 'utf8');
  let valid = false;
  try {
    valid = verify('sha256', message, cert.publicKey, Buffer.from(signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) throw new WebhookSignatureError();
}
