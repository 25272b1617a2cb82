import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { materialChangeInput } from '@cf/domain/schemas/reconfirmations';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useGetOne } from 'react-admin';
import { actionTexts } from '../../components/actionTexts';
import { type ActionField, ActionDialogButton } from '../../components/ActionDialogButton';
import { httpClient } from '../../providers/httpClient';
import { actionUrl } from '../../providers/urls';

const description: ActionField = { name: 'description', label: 'console.campaigns.materialChangeDescription', schema: materialChangeInput };

/** POST /campaigns/:id/material-change: every paid investor is asked to reconfirm; audited by the API. */
export async function recordMaterialChange(id: string | number, text: string): Promise<unknown> {
  return (await httpClient(actionUrl('campaigns', id, 'material-change'), { method: 'POST', body: JSON.stringify({ description: text }) }))
    .json;
}

/**
 * US Reg CF (17 CFR 227.304(c)): staff record a material change of a live campaign for its owner.
 * Offered only while the operator's regime is Reg CF and the campaign is live; the API's refusal
 * (settled meanwhile, regime switched) is shown as it comes.
 */
export const MaterialChangeButton = ({ campaignId, status }: { campaignId: number; status: number }) => {
  const { data: settings } = useGetOne<{ id: number; jurisdiction: string }>('compliance-settings', { id: 1 });
  if (status !== CAMPAIGN_STATUS.active || settings?.jurisdiction !== 'us-reg-cf') return null;
  return (
    <ActionDialogButton
      {...actionTexts('campaigns', 'materialChange')}
      icon={<EditNoteIcon />}
      field={description}
      onConfirm={(values) => recordMaterialChange(campaignId, values.description ?? '')}
    />
  );
};
