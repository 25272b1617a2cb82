import type { ActionFunctionArgs } from '@remix-run/node';
import { describe, expect, it, vi } from 'vitest';
import { peopleAction } from './people.server';
import { fakeOwnerApi, stepCtx } from './test-api';

// The tab's guard and campaign load are the dashboard's; here the action gets a prepared form.
const current = vi.hoisted(() => ({ ctx: null as unknown }));
vi.mock('./dashboard.server', () => ({ tabAction: async () => current.ctx, tabLoader: async () => null }));

const args = {} as ActionFunctionArgs;

async function act(kind: 'team' | 'lead-investors', fields: Record<string, string>) {
  const fake = fakeOwnerApi();
  current.ctx = stepCtx(fake.api, fields, { back: `/campaign-dashboard/3/${kind}` });
  const answer = await peopleAction(args, kind).catch((error: unknown) => error);
  return { ...fake, answer };
}

describe('peopleAction', () => {
  it('adds a team member through the team collection', async () => {
    const { sent, answer } = await act('team', {
      intent: 'member-add',
      campaignId: '3',
      fullName: 'Ines',
      email: 'ines@example.test',
      roleTitle: 'Advisor',
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/campaigns/equity/team-members',
        body: expect.objectContaining({ campaignId: 3, fullName: 'Ines', email: 'ines@example.test', roleTitle: 'Advisor' }),
      },
    ]);
    expect((answer as Response).headers.get('location')).toBe('/campaign-dashboard/3/team');
  });

  it('adds a lead investor through the lead-investor collection, with its own fields', async () => {
    const { sent } = await act('lead-investors', { intent: 'lead-add', campaignId: '3', name: 'Acme Ventures', bio: 'Seed fund' });
    expect(sent[0]).toMatchObject({
      method: 'POST',
      path: '/campaigns/equity/lead-investors',
      body: { name: 'Acme Ventures', bio: 'Seed fund' },
    });
  });

  it("answers a wrong field on that item's form only", async () => {
    const { sent, answer } = await act('team', { intent: 'member-edit', id: '12', email: 'nope' });
    expect(sent).toHaveLength(0);
    expect(answer).toMatchObject({ intent: 'member-edit', itemId: 12 });
    expect(Object.keys((answer as { result: { error: object } }).result.error)).toEqual(['email']);
  });

  it('removes and resends by id', async () => {
    expect((await act('team', { intent: 'member-delete', id: '12' })).sent).toEqual([
      { method: 'DELETE', path: '/campaigns/equity/team-members/12', body: undefined },
    ]);
    expect((await act('team', { intent: 'member-resend', id: '12' })).sent).toEqual([
      { method: 'POST', path: '/campaigns/equity/team-members/resend-email/12', body: undefined },
    ]);
  });

  it('refuses intents of the other list, a resend of lead investors, and ids that are not numbers', async () => {
    for (const [kind, fields] of [
      ['lead-investors', { intent: 'member-delete', id: '12' }],
      ['team', { intent: 'lead-delete', id: '12' }],
      ['lead-investors', { intent: 'lead-resend', id: '12' }],
      ['team', { intent: 'member-delete', id: '12; drop' }],
    ] as const) {
      const { sent, answer } = await act(kind, fields);
      expect(sent, fields.intent).toHaveLength(0);
      expect((answer as Response).status, fields.intent).toBe(400);
    }
  });
});
