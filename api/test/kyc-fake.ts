import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeRequest = { method: string; path: string; headers: IncomingHttpHeaders; body: Buffer };
export type FakeAnswer = { status?: number; json?: unknown; text?: string };

/**
 * A provider's HTTP server on loopback, for adapter tests: it records every request and answers
 * with what the test says (JSON by default). `form()` reads a request's form body, url-encoded or
 * multipart, as the provider would.
 */
export async function startFakeProvider() {
  const requests: FakeRequest[] = [];
  let answer: (request: FakeRequest) => FakeAnswer = () => ({ status: 404, json: { error: 'not set' } });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(request);
      const { status = 200, json, text } = answer(request);
      res.writeHead(status, { 'content-type': text !== undefined ? 'text/html' : 'application/json' });
      res.end(text ?? JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Sets how the server answers from now on. */
    answer(fn: (request: FakeRequest) => FakeAnswer) {
      answer = fn;
    },
    last(): FakeRequest {
      const request = requests.at(-1);
      if (!request) throw new Error('the fake provider received no request');
      return request;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeProvider = Awaited<ReturnType<typeof startFakeProvider>>;

/** A request's form body (x-www-form-urlencoded or multipart/form-data). */
export async function formOf(request: FakeRequest): Promise<FormData> {
  return new Request('http://fake/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
}

export const jsonOf = (request: FakeRequest) => JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
