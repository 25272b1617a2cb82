import { describe, expect, it } from 'vitest';
import { createUser, apiCaller, useTestApp } from '../../test/app';

/**
 * Issue 12: a number field must be a number. An array holding one (`[1]`), a boolean or an object
 * is a wrong type, not 1. Fields that take only a JSON number also refuse `"1e3"` and `" 12 "`;
 * coerced fields (z.coerce.number, for forms) take a plain decimal string only.
 */
const WRONG_TYPES = [[1], ['1'], [100], true, {}] as const;
const NUMBER_STRINGS = ['1e3', ' 12 ', '0x10', '100'] as const;
/** What a coerced field refuses: '100' is what a form sends, so it stays valid there. */
const ODD_STRINGS = ['1e3', ' 12 ', '0x10', '1_0', 'Infinity'] as const;

describe('numbers in bodies are read strictly', () => {
  const ctx = useTestApp();
  const api = apiCaller(ctx);
  let token = '';
  it('signs in', async () => {
    token = (await createUser(ctx)).token;
  });

  type Route = [string, string, (value: unknown) => object, string, readonly unknown[]];
  const routes: Route[] = [
    ['POST', '/saved-campaigns', (campaignId) => ({ campaignId }), 'campaignId', [...WRONG_TYPES, ...ODD_STRINGS]],
    ['POST', '/save-investment', (campaignId) => ({ campaignId, amount: 100 }), 'campaignId', [...WRONG_TYPES, ...NUMBER_STRINGS]],
    ['POST', '/save-investment', (amount) => ({ campaignId: 1, amount }), 'amount', [...WRONG_TYPES, ...NUMBER_STRINGS]],
    [
      'POST',
      '/process-investment/process-investment-check',
      (amount) => ({ campaignId: 1, amount, paymentType: 'wallet' }),
      'amount',
      [...WRONG_TYPES, ...NUMBER_STRINGS],
    ],
    [
      'POST',
      '/process-investment',
      (campaignId) => ({ campaignId, amount: 100, paymentType: 'wallet', acceptTerms: true, acceptRisk: true }),
      'campaignId',
      [...WRONG_TYPES, ...NUMBER_STRINGS],
    ],
    [
      'POST',
      '/campaigns/equity/comments',
      (campaignId) => ({ campaignId, comment: 'Hello' }),
      'campaignId',
      [...WRONG_TYPES, ...ODD_STRINGS],
    ],
  ];

  for (const [method, url, body, field, wrong] of routes)
    it.each(wrong.map((value) => [JSON.stringify(value), value]))(`${method} ${url}: ${field} = %s is refused`, async (_name, value) => {
      const res = await api(method as 'POST', url, token, body(value));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    });
});
