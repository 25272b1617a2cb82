import { ValidationError } from '@cf/domain';
import { fromPaypalValue, toPaypalValue } from '@cf/domain/schemas/paypal';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_CLIENT_ID, FAKE_SECRET, type FakePaypal, startFakePaypal } from '../../../test/fake-paypal';
import { PaymentProviderUnavailableError } from './index';
import { paypalPayments } from './paypal';
import type { CheckoutRequest, ProviderKeys } from './types';

let fake: FakePaypal;
beforeAll(async () => {
  fake = await startFakePaypal();
});
afterAll(async () => fake?.close());

const keys = (over: Partial<ProviderKeys> = {}): ProviderKeys => ({
  clientId: FAKE_CLIENT_ID,
  secret: FAKE_SECRET,
  apiUrl: fake.url,
  testMode: true,
  webhookId: undefined,
  ...over,
});

const checkout = (over: Partial<CheckoutRequest> = {}): CheckoutRequest => {
  const sessionId = randomUUID();
  return {
    sessionId,
    amount: 250_00,
    currency: 'USD',
    description: 'Investment in SolarNest',
    customerEmail: 'payer@example.test',
    successUrl: `http://localhost/payment-receipt/${sessionId}`,
    cancelUrl: `http://localhost/receipt-fail?investment=${sessionId}`,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    idempotencyKey: `checkout:${sessionId}`,
    ...over,
  };
};

describe('PayPal amounts', () => {
  it.each([
    [250_00, 'USD', '250.00'],
    [5, 'USD', '0.05'],
    [1500, 'JPY', '1500'],
    [1234_00, 'HUF', '1234'],
    [99_00, 'TWD', '99'],
    [1234_56, 'HUF', null],
    [-1, 'USD', null],
  ])('%s minor units of %s are %s at PayPal', (minor, currency, value) => {
    expect(toPaypalValue(minor, currency)).toBe(value);
    if (value !== null) expect(fromPaypalValue(value, currency)).toBe(minor);
  });

  it('reads refunds as negative and refuses what is not an amount', () => {
    expect(fromPaypalValue('-12.50', 'EUR')).toBe(-12_50);
    expect(fromPaypalValue('7', 'GBP')).toBe(7_00);
    expect(fromPaypalValue('1.5', 'JPY')).toBeNull();
    expect(fromPaypalValue('1,000.00', 'USD')).toBeNull();
  });
});

describe('the PayPal adapter, through the real SDK, against the fake', () => {
  it('creates an order: amount in major units, our session as custom and invoice id, the payer-action link', async () => {
    const request = checkout();
    const calls = fake.calls.length;
    const { providerRef, checkoutUrl } = await paypalPayments(keys()).createCheckout(request);
    const order = fake.orders.get(providerRef)!;
    expect(order.purchase_units[0]).toMatchObject({
      amount: { currency_code: 'USD', value: '250.00' },
      custom_id: request.sessionId,
      invoice_id: request.sessionId,
    });
    expect(order).toMatchObject({ intent: 'CAPTURE', return_url: request.successUrl, cancel_url: request.cancelUrl });
    expect(checkoutUrl).toBe(`${fake.url}/checkoutnow?token=${providerRef}`);
    // The SDK's own OAuth call reached the fake too (first use of these keys), then the order with our key.
    expect(fake.calls.slice(calls)).toContain(`POST /v2/checkout/orders checkout:${request.sessionId}`);
    expect(fake.calls).toContain('POST /v1/oauth2/token');
    // Retried with the same key: the same order, not a second one.
    expect((await paypalPayments(keys()).createCheckout(request)).providerRef).toBe(providerRef);
  });

  it('yen in whole units; forints with a fraction cannot be paid by PayPal (400, nothing sent)', async () => {
    const yen = await paypalPayments(keys()).createCheckout(checkout({ amount: 15_000, currency: 'JPY' }));
    expect(fake.orders.get(yen.providerRef)!.purchase_units[0]!.amount).toEqual({ currency_code: 'JPY', value: '15000' });
    const calls = fake.calls.length;
    const refused = paypalPayments(keys()).createCheckout(checkout({ amount: 1234_56, currency: 'HUF' }));
    await expect(refused).rejects.toBeInstanceOf(ValidationError);
    await expect(refused).rejects.toMatchObject({ fieldErrors: [{ field: 'paymentType', message: 'wallet.errors.currencyNotSupported' }] });
    expect(fake.calls.length).toBe(calls);
  });

  it('checkoutState: open until approved; approved is captured once (capture:<order>) and paid', async () => {
    const adapter = paypalPayments(keys());
    const { providerRef } = await adapter.createCheckout(checkout());
    expect(await adapter.checkoutState(providerRef)).toBe('open');
    fake.approve(providerRef);
    const [first, second] = await Promise.all([adapter.checkoutState(providerRef), adapter.checkoutState(providerRef)]);
    expect([first, second]).toEqual(['paid', 'paid']);
    expect(await adapter.checkoutState(providerRef)).toBe('paid');
    expect(fake.calls.filter((c) => c.startsWith(`POST /v2/checkout/orders/${providerRef}/capture`))).toEqual(
      expect.arrayContaining([`POST /v2/checkout/orders/${providerRef}/capture capture:${providerRef}`]),
    );
    expect([...fake.captures.values()].filter((c) => c.orderId === providerRef)).toHaveLength(1);
  });

  it('a declined capture, a refused funding source and a voided order are failed; a pending capture stays open', async () => {
    const adapter = paypalPayments(keys());
    const declined = await adapter.createCheckout(checkout());
    fake.approve(declined.providerRef, 'decline');
    expect(await adapter.checkoutState(declined.providerRef)).toBe('failed');
    const voided = await adapter.createCheckout(checkout());
    fake.void(voided.providerRef);
    expect(await adapter.checkoutState(voided.providerRef)).toBe('failed');
    const refused = await adapter.createCheckout(checkout());
    fake.approve(refused.providerRef, 'refuse');
    expect(await adapter.checkoutState(refused.providerRef)).toBe('failed');
    const pending = await adapter.createCheckout(checkout());
    fake.approve(pending.providerRef, 'pending');
    expect(await adapter.checkoutState(pending.providerRef)).toBe('open');
  });

  it('refunds the order’s capture once per idempotency key; already refunded counts as done', async () => {
    const adapter = paypalPayments(keys());
    const { providerRef } = await adapter.createCheckout(checkout({ amount: 300_00 }));
    fake.approve(providerRef);
    await adapter.checkoutState(providerRef);
    const request = { providerRef, amount: 300_00, currency: 'USD', idempotencyKey: 'investment:abc:refund' };
    const first = await adapter.refund(request);
    expect(await adapter.refund(request)).toEqual(first);
    expect(fake.refunds.get(first.refundRef)).toMatchObject({ amount: { currency_code: 'USD', value: '300.00' } });
    expect(fake.orders.get(providerRef)!.capture).toMatchObject({ status: 'REFUNDED', refunded: 300_00 });
    expect([...fake.refunds.values()].filter((r) => r.captureId === fake.orders.get(providerRef)!.capture!.id)).toHaveLength(1);
    // Another key after the money is back: PayPal says fully refunded, which is done.
    expect(await adapter.refund({ ...request, idempotencyKey: 'another' })).toEqual({
      refundRef: `already-refunded:${fake.orders.get(providerRef)!.capture!.id}`,
    });
    // An order that took no money has nothing to refund.
    const unpaid = await adapter.createCheckout(checkout());
    await expect(adapter.refund({ ...request, providerRef: unpaid.providerRef })).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
  });

  it('settled: PayPal’s transaction search as signed minor units, named by our session id (the invoice id)', async () => {
    const from = new Date();
    const adapter = paypalPayments(keys());
    const request = checkout({ amount: 120_00, currency: 'EUR' });
    const { providerRef } = await adapter.createCheckout(request);
    fake.approve(providerRef);
    await adapter.checkoutState(providerRef);
    await adapter.refund({ providerRef, amount: 120_00, currency: 'EUR', idempotencyKey: `refund:${providerRef}` });
    const moves = await adapter.settled!(from, new Date(Date.now() + 1000));
    expect(moves.filter((m) => m.currency === 'EUR')).toEqual([
      { providerRef: request.sessionId, amount: 120_00, currency: 'EUR', at: expect.any(Date) },
      { providerRef: request.sessionId, amount: -120_00, currency: 'EUR', at: expect.any(Date) },
    ]);
    expect(fake.calls.some((c) => c.startsWith('GET /v1/reporting/transactions'))).toBe(true);
  });

  it('an outage is a 502, and the client recovers once PayPal is back (its failed token is not kept)', async () => {
    // New keys: a new client, whose first call (the OAuth token) meets the outage.
    const fresh = keys({ clientId: FAKE_CLIENT_ID, secret: FAKE_SECRET, apiUrl: `${fake.url}/` });
    fake.outage(1);
    await expect(paypalPayments(fresh).createCheckout(checkout())).rejects.toBeInstanceOf(PaymentProviderUnavailableError);
    expect((await paypalPayments(fresh).createCheckout(checkout())).providerRef).toMatch(/^[A-Z0-9]{17}$/);
    await expect(paypalPayments(keys({ secret: 'wrong-secret' })).checkoutState('NOPE')).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
    await expect(paypalPayments(keys({ apiUrl: 'http://127.0.0.1:9' })).checkoutState('NOPE')).rejects.toBeInstanceOf(
      PaymentProviderUnavailableError,
    );
  });
});
