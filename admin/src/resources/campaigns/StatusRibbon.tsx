import { CAMPAIGN_RIBBON, CAMPAIGN_STATUS_NAMES, type CampaignStatus } from '@cf/domain/campaign-status';
import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Ribbon colours of spec §3 (warning, success, primary), each with text at 4.5:1 or more: the
 * theme's warning orange is too light for white text, so the warning ribbon is dark on pale.
 */
const COLOURS = {
  warning: { bgcolor: '#fff1d6', color: '#5c3a00' },
  success: { bgcolor: 'success.main', color: 'success.contrastText' },
  primary: { bgcolor: 'primary.main', color: 'primary.contrastText' },
} as const;

/** A campaign's status as the site's ribbon shows it, with its translated label. */
export const StatusRibbon = ({ status }: { status: unknown }) => {
  const translate = useTranslate();
  if (typeof status !== 'number' || !(status in CAMPAIGN_STATUS_NAMES)) return null;
  const name = CAMPAIGN_STATUS_NAMES[status as CampaignStatus];
  return (
    <Chip
      size="small"
      label={translate(`console.choices.campaignStatus.${name}`)}
      sx={{ ...COLOURS[CAMPAIGN_RIBBON[status as CampaignStatus]], fontWeight: 600 }}
      data-status={name}
    />
  );
};
