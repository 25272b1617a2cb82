import { Box } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { CampaignMoney } from '../CampaignMoney';
import { Facts } from './Facts';
import { OwnerLink } from './OwnerLink';
import { Section } from './Section';
import type { CampaignRecord } from './types';

/** The company as the campaign page presents it. */
export const CompanySection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const company = record?.submission?.company;
  if (!record || !company) return null;
  const currency = record.submission?.fundraising.currency ?? record.currency;
  return (
    <Section title="console.campaigns.sections.company">
      {company.logo ? (
        <Box
          component="img"
          src={company.logo}
          alt={translate('console.campaigns.logoOf', { name: company.name ?? '' })}
          sx={{ width: 96, height: 96, objectFit: 'contain', border: 1, borderColor: 'divider', borderRadius: 1, mb: 1 }}
        />
      ) : null}
      <Facts
        items={[
          ['resources.campaigns.fields.companyName', company.name],
          ['resources.campaigns.fields.companyTagLine', company.tagLine],
          ['resources.campaigns.fields.companyDescription', company.description],
          ['resources.campaigns.fields.companyAddress', company.address],
          ['resources.campaigns.fields.companyWebsite', company.website ? <OwnerLink url={company.website} /> : null],
          ['resources.campaigns.fields.yearFounded', company.yearFounded],
          ['resources.campaigns.fields.categoryId', company.category?.name],
          ['resources.campaigns.fields.industryId', company.industry?.name],
          [
            'resources.campaigns.fields.previouslyRaised',
            company.previouslyRaised === null ? null : <CampaignMoney value={company.previouslyRaised} currency={currency} />,
          ],
          [
            'resources.campaigns.fields.totalRevenue',
            company.totalRevenue === null ? null : <CampaignMoney value={company.totalRevenue} currency={currency} />,
          ],
        ]}
      />
    </Section>
  );
};
