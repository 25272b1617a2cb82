import { describe, expect, it } from 'vitest';
import { type Cadence, periodOf } from './period';

describe('the period of a tick', () => {
  it.each<[Cadence, string, string, string]>([
    ['minute', '2026-11-25T14:07:00.000Z', 'UTC', '2026-11-25T14:07'],
    ['hour', '2026-11-25T14:07:00.000Z', 'UTC', '2026-11-25T14'],
    ['day', '2026-11-25T14:07:00.000Z', 'UTC', '2026-11-25'],
    ['month', '2026-11-25T14:07:00.000Z', 'UTC', '2026-11'],
    ['quarter', '2026-11-25T14:07:00.000Z', 'UTC', '2026-Q4'],
    ['quarter', '2026-01-01T00:00:00.000Z', 'UTC', '2026-Q1'],
    ['quarter', '2026-06-30T23:59:00.000Z', 'UTC', '2026-Q2'],
    ['quarter', '2026-07-01T00:00:00.000Z', 'UTC', '2026-Q3'],
    // Days, months and quarters are the site's: 05:00 UTC on 1 July is still 30 June in Pago Pago (UTC-11).
    ['day', '2026-07-01T05:00:00.000Z', 'Pacific/Pago_Pago', '2026-06-30'],
    ['quarter', '2026-07-01T05:00:00.000Z', 'Pacific/Pago_Pago', '2026-Q2'],
    ['day', '2026-11-25T23:30:00.000Z', 'Asia/Dubai', '2026-11-26'],
    // Minutes and hours stay UTC: the hour repeated when summer time ends in Paris is two periods.
    ['hour', '2026-10-25T00:30:00.000Z', 'Europe/Paris', '2026-10-25T00'],
    ['hour', '2026-10-25T01:30:00.000Z', 'Europe/Paris', '2026-10-25T01'],
  ])('%s at %s (%s) is %s', (cadence, at, timezone, period) => {
    expect(periodOf(cadence, new Date(at), timezone)).toBe(period);
  });

  it('instances whose clocks differ by a few seconds agree on the period of a tick', () => {
    // node-cron fires at second 0: one instance slightly early, one late, across a day, quarter and year.
    const early = new Date('2026-12-31T23:59:56.500Z');
    const late = new Date('2027-01-01T00:00:09.000Z');
    for (const cadence of ['minute', 'hour', 'day', 'month', 'quarter'] as const)
      expect(periodOf(cadence, early)).toBe(periodOf(cadence, late));
    expect(periodOf('quarter', early)).toBe('2027-Q1');
    expect(periodOf('minute', new Date('2026-11-25T14:07:29.000Z'))).toBe('2026-11-25T14:07');
    expect(periodOf('minute', new Date('2026-11-25T14:07:31.000Z'))).toBe('2026-11-25T14:08');
  });
});
