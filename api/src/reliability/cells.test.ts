import { describe, expect, it } from 'vitest';
import { callerOrder, verdict } from './cells';
import { IDENTITIES } from './fixtures';
import { anyone, bySecret, investorAOf, only, ownerOf, signedIn, staffOnly } from './outcome';

describe('matrix verdicts: what each declared outcome accepts', () => {
  it('refuses a 500 to anyone, allowed or not', () => {
    expect(verdict(anyone(), 'staff', 500)).toBe('server error');
    expect(verdict(staffOnly(), 'visitor', 503)).toBe('server error');
  });

  it('wants the visitor refused with 401 exactly, not 400 or 404', () => {
    expect(verdict(signedIn(), 'visitor', 401)).toBeNull();
    expect(verdict(signedIn(), 'visitor', 400)).toBe('visitor not refused with 401');
    expect(verdict(signedIn(), 'visitor', 404)).toBe('visitor not refused with 401');
    expect(verdict(only(['owner'], { openToVisitors: true }), 'visitor', 404)).toBeNull();
  });

  it('wants other signed-in callers refused with 403 or 404, never served', () => {
    const outcome = ownerOf({ id: 'campaign' });
    expect(verdict(outcome, 'otherOwner', 404)).toBeNull();
    expect(verdict(outcome, 'investorB', 403)).toBeNull();
    expect(verdict(outcome, 'investorB', 200)).toBe('refused caller not answered 403/404');
    expect(verdict(outcome, 'investorB', 400)).toBe('refused caller not answered 403/404');
    expect(verdict(staffOnly(), 'owner', 401)).toBe('refused caller not answered 403/404');
  });

  it('lets allowed callers meet the route’s own rules, but not a refusal', () => {
    const outcome = investorAOf({ id: 'investment' }, true);
    for (const status of [200, 201, 400, 404, 409]) expect(verdict(outcome, 'investorA', status)).toBeNull();
    expect(verdict(outcome, 'staff', 403)).toBe('allowed caller refused');
    expect(verdict(outcome, 'investorA', 401)).toBe('allowed caller refused');
  });

  it('never accepts a made-up secret', () => {
    expect(verdict(bySecret('signature'), 'visitor', 400)).toBeNull();
    expect(verdict(bySecret('signature'), 'staff', 401)).toBeNull();
    expect(verdict(bySecret('signature'), 'staff', 200)).toMatch(/^accepted without the secret/);
  });

  it('calls refused identities before allowed ones', () => {
    expect(callerOrder(ownerOf({}, true), IDENTITIES)).toEqual(['visitor', 'investorA', 'investorB', 'otherOwner', 'owner', 'staff']);
  });
});
