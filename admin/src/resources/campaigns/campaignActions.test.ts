import { CAMPAIGN_STATUS } from '@cf/domain';
import { describe, expect, it } from 'vitest';
import { campaignActions } from './campaignActions';
import { settlementActions } from './settlement';

const { draft, pending, active, declined, successful, unsuccessful, hidden, inactive } = CAMPAIGN_STATUS;

describe('campaignActions', () => {
  it.each([
    [draft, false, []],
    [pending, false, ['approve', 'decline']],
    [active, false, ['hide', 'inactivate', 'feature']],
    [active, true, ['hide', 'inactivate', 'unfeature']],
    [declined, false, []],
    [successful, false, ['hide']],
    [unsuccessful, false, ['hide']],
    [hidden, false, ['reactivate']],
    [inactive, false, ['reactivate']],
    // A campaign featured while active and hidden since: it can still be taken off the home page.
    [hidden, true, ['reactivate', 'unfeature']],
  ])('status %i, featured %s → %j', (status, featured, expected) => {
    expect(campaignActions(status, featured)).toEqual(expected);
  });

  it('offers nothing for a status it does not know', () => {
    expect(campaignActions(9, false)).toEqual([]);
    expect(campaignActions('1', false)).toEqual([]);
    expect(campaignActions(undefined, true)).toEqual([]);
  });
});

describe('settlementActions', () => {
  it('offers closing now and cancelling for a live campaign only', () => {
    expect(settlementActions(active)).toEqual(['close', 'cancel']);
    for (const status of [draft, pending, declined, successful, unsuccessful, hidden, inactive, '2', undefined])
      expect(settlementActions(status)).toEqual([]);
  });
});
