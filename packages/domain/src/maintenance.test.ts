import { describe, expect, it } from 'vitest';
import { isBlockedByMaintenance, normaliseIp } from './maintenance';

describe('isBlockedByMaintenance', () => {
  it.each([
    ['off: nobody is blocked', false, null, '198.51.100.9', false],
    ['off, even with an exempt list', false, '203.0.113.1', '198.51.100.9', false],
    ['on, no exempt address: everyone is blocked', true, null, '198.51.100.9', true],
    ['on, empty exempt list', true, '', '203.0.113.1', true],
    ['on, another address', true, '203.0.113.1', '198.51.100.9', true],
    ['on, the exempt address', true, '203.0.113.1', '203.0.113.1', false],
    ['on, a neighbour of the exempt address', true, '203.0.113.1', '203.0.113.10', true],
    ['on, exempt written with spaces around it', true, '  203.0.113.1  ', '203.0.113.1', false],
    ['on, the exempt address seen as IPv4-mapped IPv6', true, '203.0.113.1', '::ffff:203.0.113.1', false],
    ['on, the exempt address written as IPv4-mapped IPv6', true, '::ffff:203.0.113.1', '203.0.113.1', false],
    ['on, several exempt addresses (commas): the second', true, '203.0.113.1,203.0.113.2', '203.0.113.2', false],
    ['on, several exempt addresses (commas and spaces): the third', true, '203.0.113.1, 203.0.113.2  2001:db8::7', '2001:db8::7', false],
    ['on, several exempt addresses: none matches', true, '203.0.113.1, 203.0.113.2', '203.0.113.3', true],
    ['on, an IPv6 exempt address', true, '2001:db8::7', '2001:db8::7', false],
    ['on, a prefix is not a match', true, '203.0.113', '203.0.113.1', true],
  ])('%s', (_name, maintainanceMode, exceptIP, ip, blocked) => {
    expect(isBlockedByMaintenance({ maintainanceMode, exceptIP }, ip)).toBe(blocked);
  });
});

describe('normaliseIp', () => {
  it.each([
    ['::ffff:10.0.0.1', '10.0.0.1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['2001:db8::1', '2001:db8::1'],
    ['::1', '::1'],
  ])('%s → %s', (input, output) => {
    expect(normaliseIp(input)).toBe(output);
  });
});
