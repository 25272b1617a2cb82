import { CAMPAIGN_STATUS_NAMES, type CampaignStatus } from '@cf/domain/campaign-status';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Instant } from './Dates';
import { Nothing, Section } from './Section';
import type { CampaignRecord } from './types';

/** Every move of the status machine, newest first, with who made it and why. */
export const HistorySection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const history = record?.history;
  if (!history) return null;
  const status = (value: number) => {
    const name = CAMPAIGN_STATUS_NAMES[value as CampaignStatus];
    return name ? translate(`console.choices.campaignStatus.${name}`) : String(value);
  };
  return (
    <Section title="console.campaigns.sections.history" wide>
      {history.length === 0 ? (
        <Nothing />
      ) : (
        <Table size="small" aria-label={translate('console.campaigns.sections.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.campaigns.history.when')}</TableCell>
              <TableCell>{translate('console.campaigns.history.move')}</TableCell>
              <TableCell>{translate('console.campaigns.history.who')}</TableCell>
              <TableCell>{translate('console.campaigns.history.reason')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {history.map((entry) => (
              <TableRow key={entry.id}>
                <TableCell>
                  <Instant value={entry.createdAt} />
                </TableCell>
                <TableCell>
                  {translate('console.campaigns.history.fromTo', { from: status(entry.fromStatus), to: status(entry.toStatus) })}
                </TableCell>
                <TableCell>{entry.actorEmail ?? translate('console.campaigns.history.system')}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{entry.reason ?? translate('console.labels.empty')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Section>
  );
};
