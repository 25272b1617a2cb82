import { Link as MuiLink } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { FileLink } from '../../../components/FileLink';
import { fullName } from '../../users/fullName';
import { StatusRibbon } from '../StatusRibbon';
import { Instant } from './Dates';
import { type Fact, Facts } from './Facts';
import { Section } from './Section';
import type { CampaignRecord } from './types';

const PUBLIC_STATUSES = [2, 4, 5];

/** What staff decide on: the status, who owns it, when it was submitted and any earlier decision. */
export const ReviewSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  if (!record) return null;
  const owner = fullName({ firstName: record.ownerFirstName, lastName: record.ownerLastName });
  const publicUrl = record.submission?.meta?.url;
  const items: Fact[] = [
    ['resources.campaigns.fields.status', <StatusRibbon key="status" status={record.status} />],
    [
      'resources.campaigns.fields.ownerId',
      record.ownerId ? (
        <MuiLink component={Link} to={createPath({ resource: 'users', id: record.ownerId, type: 'show' })}>
          {owner && record.ownerEmail ? `${owner} <${record.ownerEmail}>` : (record.ownerEmail ?? owner)}
        </MuiLink>
      ) : null,
    ],
    ['resources.campaigns.fields.investingType', translate(`console.choices.investingType.${record.investingType}`)],
    [
      'resources.campaigns.fields.campaignType',
      translate(`console.choices.campaignType.${record.campaignType}`, { _: record.campaignType }),
    ],
    [
      'resources.campaigns.fields.accreditedOnly',
      record.submission ? translate(`console.choices.boolean.${String(record.submission.accreditedOnly)}`) : null,
    ],
    ['resources.campaigns.fields.featured', translate(`console.choices.boolean.${String(Boolean(record.featured))}`)],
    ['resources.campaigns.fields.submittedAt', <Instant key="submitted" value={record.submittedAt} />],
    ['resources.campaigns.fields.approvedAt', record.approvedAt ? <Instant key="approved" value={record.approvedAt} /> : null],
    ['resources.campaigns.fields.decisionReason', record.decisionReason],
    ['resources.campaigns.fields.slug', record.slug],
  ];
  if (publicUrl && PUBLIC_STATUSES.includes(record.status)) {
    items.push(['console.campaigns.publicPage', <FileLink key="public" href={publicUrl} label={publicUrl} />]);
  }
  return (
    <Section title="console.campaigns.sections.review">
      <Facts items={items} />
    </Section>
  );
};
