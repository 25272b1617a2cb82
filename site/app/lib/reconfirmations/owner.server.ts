import { formatCalendarDay, formatInstant } from '@cf/domain/date-format';
import type { EarlyCloseOut, MaterialChangeOut, OwnerProtectionOut } from '@cf/domain/schemas/reconfirmations';
import { siteExtras } from '../account/site.server';
import { isOk } from '../api.server';
import { failureRedirect, type OwnerApi, toastRedirect } from '../campaigns-owner/api.server';
import type { StepCtx } from '../campaigns-owner/step-actions.server';
import { pageMessages } from '../page-messages.server';

export const RECONFIRMATION_INTENTS = ['materialChange', 'earlyClose'] as const;
export const isReconfirmationIntent = (intent: string) => (RECONFIRMATION_INTENTS as readonly string[]).includes(intent);

/** The dashboard's Reg CF box: whether it applies (Reg CF and live), the dates it offers, and the latest change. */
export async function loadOwnerProtection(api: OwnerApi, campaignId: number) {
  const [protection, site] = await Promise.all([
    api.get<OwnerProtectionOut>(`/campaign/${campaignId}/investor-protection`),
    siteExtras(api.request, api.context, api.lang),
  ]);
  return { protection, timezone: site.timezone, messages: pageMessages(api.lang, { reconfirmations: ['owner'] }) };
}

/** "Record a material change" and "Close early": sent as they are, the API's refusal shown as a toast. */
export async function reconfirmationAction(ctx: StepCtx) {
  const { api, campaign, formData } = ctx;
  if (ctx.intent === 'materialChange') {
    const res = await api.send('POST', `/campaign/${campaign.id}/material-change`, {
      description: String(formData.get('description') ?? ''),
    });
    if (!isOk(res)) return failureRedirect(api, ctx.back, res, { preferMessage: res.status === 409 });
    const change = (res.json as { data: { data: MaterialChangeOut } }).data.data;
    const { timezone } = await siteExtras(api.request, api.context, api.lang);
    return toastRedirect(api, ctx.back, 'success', 'reconfirmations.owner.recorded', {
      count: change.investorsAsked,
      until: formatInstant(change.reconfirmBy, api.lang, timezone, 'longDateTime'),
    });
  }
  if (ctx.intent !== 'earlyClose') throw new Response(null, { status: 400 });
  const res = await api.send('POST', `/campaign/${campaign.id}/early-close`, { closingDate: String(formData.get('closingDate') ?? '') });
  if (!isOk(res)) return failureRedirect(api, ctx.back, res, { preferMessage: res.status === 409 });
  const closed = (res.json as { data: { data: EarlyCloseOut } }).data.data;
  return toastRedirect(api, ctx.back, 'success', 'reconfirmations.owner.closed', {
    count: closed.investorsNotified,
    date: formatCalendarDay(closed.closingDate, api.lang),
  });
}
