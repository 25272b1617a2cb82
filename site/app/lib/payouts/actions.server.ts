import { stripeConnectInput } from '@cf/domain/schemas/payouts';
import { redirect } from '@remix-run/node';
import { submitForm } from '../account/forms.server';
import type { ApiResponse } from '../api.server';
import { quickAction } from '../campaigns-owner/form-actions.server';
import type { StepCtx } from '../campaigns-owner/step-actions.server';

const urlOf = (res: ApiResponse) => (res.json as { data: { data: { url: string } } }).data.data.url;

/**
 * The payout tab's forms: request a payout (bank transfer or Stripe), connect a Stripe account
 * (password first; then off to the onboarding page, which comes back to /stripe-account-connect)
 * or disconnect it. Refusals come back as a toast, or on the connect form's fields.
 */
export async function payoutAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  const base = `/campaigns/equities/${campaign.id}`;
  switch (ctx.intent) {
    case 'request-payout': {
      const method = formData.get('method') === 'stripe_connect' ? 'stripe_connect' : 'bank';
      return quickAction(ctx, () => api.send('POST', `${base}/request-payout`, { method }), 'payouts.site.requested');
    }
    case 'stripe-connect':
      return submitForm({
        formData,
        schema: stripeConnectInput,
        lang: api.lang,
        intent: ctx.intent,
        hide: ['currentPassword', 'twoFactorCode'],
        call: (value) => api.send('POST', `${base}/stripe-connect`, value),
        done: (_value, res) => redirect(urlOf(res)),
      });
    case 'stripe-disconnect':
      return quickAction(ctx, () => api.send('DELETE', `${base}/stripe-connect`), 'payouts.site.stripe.disconnected');
    default:
      throw new Response(null, { status: 400 });
  }
}
