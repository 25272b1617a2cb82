import { describe, expect, it } from 'vitest';
import type { AccountApi } from '../account/api.server';
import { complianceOf } from '../investor-protection/investor-protection.server';
import { regCfLimitOf } from './reg-cf.server';

/** An account API whose GET /compliance/me answers `status` with `data` (the envelope the API sends). */
const answering = (status: number, data: unknown) =>
  ({
    send: async () => ({ status, json: status < 300 ? { data: { data } } : { message: 'refused', errors: [] } }),
  }) as unknown as AccountApi;

const limitOf = async (status: number, data: unknown) => regCfLimitOf(await complianceOf(answering(status, data)));

describe('the Reg CF panel’s data', () => {
  it('is the limit and what is left for a non-accredited investor under Reg CF', async () => {
    const me = { jurisdiction: 'us-reg-cf', accredited: false, currency: 'USD', limit12Months: 250_000, remaining12Months: 150_000 };
    expect(await limitOf(200, me)).toEqual({ limit: 250_000, remaining: 150_000 });
  });

  it('is nothing for an accredited investor, under another jurisdiction, or without an exchange rate (409)', async () => {
    const accredited = { jurisdiction: 'us-reg-cf', accredited: true, limit12Months: null, remaining12Months: null };
    expect(await limitOf(200, accredited)).toBeNull();
    expect(await limitOf(200, { jurisdiction: 'none' })).toBeNull();
    expect(await limitOf(200, { jurisdiction: 'eu-ecsp' })).toBeNull();
    expect(await limitOf(409, null)).toBeNull();
  });

  it('throws any other refusal as the page’s error (the API’s faults as 502)', async () => {
    await expect(limitOf(500, null)).rejects.toMatchObject({ status: 502 });
  });
});
