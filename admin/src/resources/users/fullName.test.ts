import { describe, expect, it } from 'vitest';
import { fullName } from './fullName';

describe('fullName', () => {
  it.each([
    [{ firstName: 'Ines', lastName: 'Investor', email: 'i@x.test' }, 'Ines Investor'],
    [{ firstName: ' Ines ', lastName: '', email: 'i@x.test' }, 'Ines'],
    [{ firstName: '', lastName: '', email: 'i@x.test' }, 'i@x.test'],
    [{ firstName: null, lastName: undefined }, ''],
    [null, ''],
  ])('%j → %j', (record, expected) => {
    expect(fullName(record)).toBe(expected);
  });
});
