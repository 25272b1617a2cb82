import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentProviderUnavailableError, stripePayments } from './index';

/** A stand-in for the two Stripe calls a refund makes: retrieve the Checkout session, create the refund. */
describe('the Stripe adapter’s refund', () => {
  const refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  const requests: { method: string; path: string; body: string; key: string | undefined }[] = [];
  let server: Server;
  let apiUrl = '';

  const bodyOf = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  };

  beforeAll(async () => {
    server = createServer(async (req, res) => {
      const body = await bodyOf(req);
      const key = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method!, path: req.url!, body, key });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const session = /^\/v1\/checkout\/sessions\/(cs_\w+)/.exec(req.url!);
      if (req.method === 'GET' && session)
        return send(200, {
          id: session[1],
          object: 'checkout.session',
          payment_intent: session[1] === 'cs_unpaid' ? null : `pi_${session[1]}`,
        });
      if (req.method === 'POST' && req.url === '/v1/refunds') {
        const form = new URLSearchParams(body);
        const intent = form.get('payment_intent')!;
        if (intent === 'pi_cs_refunded')
          return send(400, {
            error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge has already been refunded.' },
          });
        const existing = key ? refunds.get(key) : undefined;
        const refund = existing ?? { id: `re_${refunds.size + 1}`, payment_intent: intent, amount: Number(form.get('amount')) };
        if (key) refunds.set(key, refund);
        return send(200, { object: 'refund', status: 'succeeded', ...refund });
      }
      send(404, { error: { type: 'invalid_request_error', message: 'unknown' } });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const adapter = () => stripePayments({ secretKey: 'sk_test_refund_0123456789', apiUrl });

  it('refunds the session’s payment intent by the amount, once per idempotency key', async () => {
    const request = { providerRef: 'cs_paid', amount: 300_00, currency: 'USD', idempotencyKey: 'investment:abc:refund' };
    expect(await adapter().refund(request)).toEqual({ refundRef: 're_1' });
    expect(await adapter().refund(request)).toEqual({ refundRef: 're_1' });
    const posted = requests.filter((r) => r.path === '/v1/refunds');
    expect(posted).toHaveLength(2);
    expect(posted.every((r) => r.key === 'investment:abc:refund')).toBe(true);
    expect(new URLSearchParams(posted[0]!.body).get('amount')).toBe('30000');
    expect(new URLSearchParams(posted[0]!.body).get('payment_intent')).toBe('pi_cs_paid');
  });

  it('counts a payment already refunded as done, and refuses a session that took no payment', async () => {
    expect(await adapter().refund({ providerRef: 'cs_refunded', amount: 1, currency: 'USD', idempotencyKey: 'k2' })).toEqual({
      refundRef: 'already-refunded:pi_cs_refunded',
    });
    await expect(adapter().refund({ providerRef: 'cs_unpaid', amount: 1, currency: 'USD', idempotencyKey: 'k3' })).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});
