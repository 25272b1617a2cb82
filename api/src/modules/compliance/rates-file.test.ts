import { exchangeRates } from '@cf/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, createUser, latestAudit, nextIp, staffToken, useTestApp } from '../../../test/app';
import { multipart } from '../../../test/files';

const ctx = useTestApp();
const db = () => ctx.handle.db;

const upload = async (csv: string, options: { token?: string; lang?: string; name?: string } = {}) => {
  const { payload, headers } = await multipart({ name: options.name ?? 'rates.csv', type: 'text/csv', data: csv });
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/console/exchange-rates/import',
    payload,
    remoteAddress: nextIp(),
    headers: {
      ...headers,
      ...bearer(options.token ?? (await staffToken(ctx))),
      ...(options.lang ? { 'accept-language': options.lang } : {}),
    },
  });
};

const ratesOn = (day: string) =>
  db()
    .select({ base: exchangeRates.baseCurrency, quote: exchangeRates.quoteCurrency, rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(eq(exchangeRates.effectiveOn, day))
    .orderBy(exchangeRates.baseCurrency, exchangeRates.quoteCurrency);

describe('console: a daily rates file (issue 16, exchange rates)', () => {
  it('enters every line in one go, keeps what was already entered, and is audited', async () => {
    const day = '2031-03-14';
    const csv = `Base;Quote;Rate;Date\r\nEUR;USD;1.0832;${day}\r\nGBP;USD;1.2675;${day}\r\n"USD";"AED";3.6725;${day}\r\n`;
    const first = await upload(csv, { name: 'ecb-2031-03-14.csv' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ lines: 3, created: 3, skipped: 0 });
    expect(await ratesOn(day)).toEqual([
      { base: 'EUR', quote: 'USD', rate: '1.0832000000' },
      { base: 'GBP', quote: 'USD', rate: '1.2675000000' },
      { base: 'USD', quote: 'AED', rate: '3.6725000000' },
    ]);
    expect(await latestAudit(ctx, 'exchange-rates', 'ecb-2031-03-14.csv')).toMatchObject({
      action: 'import',
      after: { lines: 3, created: 3, skipped: 0 },
    });

    // The same file again, with one more line and one changed rate: only the new line is entered.
    const again = await upload(`base,quote,rate,date\nEUR,USD,1.5,${day}\nEUR,GBP,0.8546,${day}\n`);
    expect(again.json()).toEqual({ lines: 2, created: 1, skipped: 1 });
    const [eurUsd] = await db()
      .select({ rate: exchangeRates.rate })
      .from(exchangeRates)
      .where(and(eq(exchangeRates.baseCurrency, 'EUR'), eq(exchangeRates.quoteCurrency, 'USD'), eq(exchangeRates.effectiveOn, day)));
    expect(eurUsd!.rate).toBe('1.0832000000');
  });

  it('refuses a file with one bad line whole, naming the line, in the staff member’s language', async () => {
    const day = '2031-04-01';
    const good = `EUR,USD,1.08,${day}`;
    for (const [line, message] of [
      [`EUR,USD,0,${day}`, 'Line 3: enter a rate above zero with at most 10 decimals.'],
      [`EUR,USD,1.00000000001,${day}`, 'Line 3: enter a rate above zero with at most 10 decimals.'],
      [`EUR,EUR,1,${day}`, 'Line 3: the base and quote currencies must differ.'],
      [`EURO,USD,1,${day}`, 'Line 3: give each currency as its 3-letter code (EUR, USD).'],
      ['GBP,USD,1.2,2031-02-30', 'Line 3: enter the date as YYYY-MM-DD.'],
      ['GBP,USD,1.2,01/04/2031', 'Line 3: enter the date as YYYY-MM-DD.'],
      [`XYZ,USD,1.2,${day}`, 'Line 3: XYZ is not set up on the platform.'],
    ] as const) {
      const res = await upload(`base,quote,rate,date\n${good}\n${line}\n`);
      expect(res.statusCode, line).toBe(400);
      expect(res.json().message, line).toBe(message);
      expect(res.json().errors[0]).toMatchObject({ field: 'file' });
    }
    expect(await ratesOn(day)).toEqual([]);

    const header = await upload(`from,to,value\n${good}\n`);
    expect(header.statusCode).toBe(400);
    expect(header.json().message).toBe('The first line must name the columns: base, quote, rate and date.');
    expect((await upload('base,quote,rate,date\n')).json().message).toBe('The file has no rates.');
    const french = await upload(`base,quote,rate,date\n${good}\nEUR,USD,abc,${day}\n`, { lang: 'fr' });
    expect(french.json().message).toBe('Ligne 3 : saisissez un taux supérieur à zéro avec au plus 10 décimales.');
    expect(await ratesOn(day)).toEqual([]);
  });

  it('is for staff only, and asks for a file', async () => {
    const investor = await createUser(ctx, { userType: 'investor' });
    const csv = 'base,quote,rate,date\nEUR,USD,1.08,2031-05-01\n';
    expect((await upload(csv, { token: investor.token })).statusCode).toBe(403);
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/console/exchange-rates/import',
      payload: {},
      remoteAddress: nextIp(),
      headers: bearer(await staffToken(ctx)),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose a CSV file of rates to upload.');
    expect(await ratesOn('2031-05-01')).toEqual([]);
  });
});
