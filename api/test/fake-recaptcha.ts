import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRecaptcha = {
  /** The siteverify address, for config.recaptcha.verifyUrl. */
  verifyUrl: string;
  secret: string;
  /** A token as the widget would post it after a solved challenge: good once. */
  issue(): string;
  /** What the API sent, one form per siteverify call (secret, response, remoteip). */
  calls: URLSearchParams[];
  close(): Promise<void>;
};

/**
 * Google's siteverify on loopback: the same form-encoded POST and JSON answer. Tokens it issued
 * pass once (then timeout-or-duplicate, as Google answers); any other token, or the wrong secret,
 * is refused with Google's error codes. The answer carries hostname, action and score like a v3 key.
 */
export async function startFakeRecaptcha(secret = 'fake-recaptcha-secret'): Promise<FakeRecaptcha> {
  const issued = new Set<string>();
  const used = new Set<string>();
  const calls: URLSearchParams[] = [];
  const verdict = (form: URLSearchParams) => {
    const token = form.get('response') ?? '';
    if (form.get('secret') !== secret) return { success: false, 'error-codes': ['invalid-input-secret'] };
    if (!token) return { success: false, 'error-codes': ['missing-input-response'] };
    if (used.has(token)) return { success: false, 'error-codes': ['timeout-or-duplicate'] };
    if (!issued.has(token)) return { success: false, 'error-codes': ['invalid-input-response'] };
    used.add(token);
    return { success: true, challenge_ts: new Date().toISOString(), hostname: 'localhost', action: 'submit', score: 0.9 };
  };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      calls.push(form);
      const ok = req.method === 'POST' && req.url === '/recaptcha/api/siteverify';
      res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      res.end(JSON.stringify(ok ? verdict(form) : { error: 'not found' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    verifyUrl: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
    secret,
    issue() {
      const token = `03A${randomBytes(24).toString('base64url')}`;
      issued.add(token);
      return token;
    },
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
