import type { campaignSettlementOut } from '@cf/domain/settlement-answers';
import type { WireOf } from '@cf/domain';
import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { httpClient } from '../../providers/httpClient';
import { actionUrl } from '../../providers/urls';

export type CampaignSettlement = WireOf<typeof campaignSettlementOut>;
export type SettlementAction = 'close' | 'cancel';

/** Staff end a campaign only while it is live (the API answers 409 otherwise): close it now, or cancel it. */
export const settlementActions = (status: unknown): SettlementAction[] => (status === CAMPAIGN_STATUS.active ? ['close', 'cancel'] : []);

/** GET /campaigns/:id/settlement: closing, settled (with the figures) or neither. */
export async function fetchSettlement(id: string | number): Promise<CampaignSettlement> {
  return (await httpClient(actionUrl('campaigns', id, 'settlement'))).json as CampaignSettlement;
}

/** POST /campaigns/:id/close or /cancel; audited by the API. */
export async function settleCampaign(id: string | number, action: SettlementAction, reason: string | null): Promise<CampaignSettlement> {
  const { json } = await httpClient(actionUrl('campaigns', id, action), {
    method: 'POST',
    body: JSON.stringify({ reason: reason || null }),
  });
  return json as CampaignSettlement;
}
