import { describe, expect, it } from 'vitest';
import { clientIpOf } from './client-ip';

const request = (headers: Record<string, string>, ip = '127.0.0.1') => ({ headers, ip });
const KEY = 'internal-key';

describe('clientIpOf', () => {
  it.each([
    ['no forwarding header', {}, '127.0.0.1'],
    ['the site server, with the internal key', { 'x-cf-client-ip': '203.0.113.4', 'x-cf-internal': KEY }, '203.0.113.4'],
    ['a forged address without the key', { 'x-cf-client-ip': '203.0.113.4' }, '127.0.0.1'],
    ['a forged address with a wrong key', { 'x-cf-client-ip': '203.0.113.4', 'x-cf-internal': 'guess' }, '127.0.0.1'],
  ])('%s', (_name, headers, expected) => {
    expect(clientIpOf(request(headers), KEY)).toBe(expected);
  });
});
