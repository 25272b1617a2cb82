import { describe, expect, it } from 'vitest';
import { resultText, statusKey } from './format';

describe('job run formatting', () => {
  it.each([
    [{ closed: 2, failed: 0 }, 'closed: 2, failed: 0'],
    [{ byCurrency: { USD: 3 } }, 'byCurrency: {"USD":3}'],
    [null, ''],
    [undefined, ''],
    [7, '7'],
    [['a'], '["a"]'],
  ])('shows %j as %j', (result, text) => {
    expect(resultText(result)).toBe(text);
  });

  it('calls a running run whose heartbeat went stale stalled, and otherwise its status', () => {
    expect(statusKey({ status: 'running', stale: true })).toBe('stale');
    expect(statusKey({ status: 'running', stale: false })).toBe('running');
    expect(statusKey({ status: 'failed', stale: false })).toBe('failed');
  });
});
