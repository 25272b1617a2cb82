import { getT } from '@cf/i18n';
import { describe, expect, it } from 'vitest';
import { fundingAction, storyAction } from './step-actions.server';
import { fakeOwnerApi, refused, stepCtx } from './test-api';

const t = getT('en');

const bank = {
  intent: 'funding',
  bankName: 'First Bank',
  accountType: 'checking',
  accountNumber: '12345678',
  confirmAccountNumber: '12345678',
  routingNumber: '123456789',
  tos: 'on',
};

type FormAnswer = { intent: string; result: { error?: Record<string, string[]> | null; initialValue?: Record<string, unknown> | null } };

describe('fundingAction (wizard step 6)', () => {
  it('names each wrong field and sends nothing', async () => {
    const { api, sent } = fakeOwnerApi();
    const answer = (await fundingAction(
      stepCtx(api, { ...bank, bankName: '', routingNumber: '1234', confirmAccountNumber: '87654321', tos: '' }),
    )) as FormAnswer;
    expect(answer.intent).toBe('funding');
    expect(answer.result.error).toEqual({
      bankName: [t('validation.required')],
      routingNumber: [t('campaigns.validation.routingNumber', { length: 9 })],
      confirmAccountNumber: [t('campaigns.validation.accountMismatch')],
      tos: [t('campaigns.validation.tosRequired')],
    });
    expect(sent).toHaveLength(0);
  });

  it('never echoes the account number back', async () => {
    const { api } = fakeOwnerApi();
    const answer = (await fundingAction(stepCtx(api, { ...bank, bankName: '' }))) as FormAnswer;
    expect(answer.result.initialValue).not.toHaveProperty('accountNumber');
    expect(answer.result.initialValue).not.toHaveProperty('confirmAccountNumber');
    expect(answer.result.initialValue).toHaveProperty('routingNumber', '123456789');
  });

  it('sends the payout account and goes back with a toast', async () => {
    const { api, sent } = fakeOwnerApi();
    const answer = await fundingAction(stepCtx(api, bank));
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/campaigns/campaign/payment-detail/3',
        body: {
          bankName: 'First Bank',
          accountType: 'checking',
          accountNumber: '12345678',
          confirmAccountNumber: '12345678',
          routingNumber: '123456789',
          tos: true,
        },
      },
    ]);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/create-campaign/funding/3');
    expect((answer as Response).headers.get('set-cookie')).toMatch(/^cf_session=/);
  });

  it("puts the API's refusal on the field it names", async () => {
    const { api } = fakeOwnerApi(refused([{ field: 'routingNumber', message: 'Unknown bank' }]));
    const answer = (await fundingAction(stepCtx(api, bank))) as FormAnswer;
    expect(answer.result.error).toEqual({ routingNumber: ['Unknown bank'] });
  });

  it('refuses a form it does not know', async () => {
    const { api } = fakeOwnerApi();
    await expect(fundingAction(stepCtx(api, { ...bank, intent: 'story' }))).rejects.toMatchObject({ status: 400 });
  });
});

describe('storyAction (wizard step 3)', () => {
  it('clears a field the owner emptied and continues to the next step when asked', async () => {
    const { api, sent } = fakeOwnerApi();
    const answer = (await storyAction(
      stepCtx(api, { intent: 'story', campaignName: 'Green Farm', highlights: '', go: 'next' }, { next: '/create-campaign/faqs/3' }),
    )) as Response;
    expect(sent[0]).toEqual({
      method: 'PATCH',
      path: '/campaigns/campaign/campaign-story/3',
      body: { campaignName: 'Green Farm', highlights: null },
    });
    expect(answer.headers.get('location')).toBe('/create-campaign/faqs/3');
  });
});
