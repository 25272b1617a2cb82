import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { Box } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { CountCard } from './CountCard';
import { LedgerCard } from './LedgerCard';
import { MaintenanceCard } from './MaintenanceCard';
import { MoneyCard } from './MoneyCard';
import { reviewQueue } from '../resources/campaigns';

const pendingCampaigns = { status: CAMPAIGN_STATUS.pending };
const pendingComments = { status: 'pending' };
const pendingOffline = { status: 'pending', paymentType: 'offline' };
const disputesDueSoon = { dueSoon: true };

/** Row one: the site (maintenance, inbox); then the campaign and compliance queues waiting for staff. */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr' } }}>
      <Title title={translate('console.dashboard.title')} />
      <MaintenanceCard />
      <CountCard
        resource="contact-inquiries"
        filter={{ handled: false }}
        label="console.dashboard.unhandledInquiries"
        linkLabel="console.dashboard.openInquiries"
      />
      <CountCard resource="newsletter-subscribers" label="console.dashboard.subscribers" linkLabel="console.dashboard.openSubscribers" />
      <CountCard
        resource="campaigns"
        filter={pendingCampaigns}
        to={reviewQueue.path}
        label="console.dashboard.campaignsPending"
        linkLabel="console.dashboard.openReviewQueue"
      />
      <CountCard
        resource="comments"
        filter={pendingComments}
        label="console.dashboard.commentsPending"
        linkLabel="console.dashboard.openComments"
      />
      <CountCard
        resource="kyc"
        filter={{ status: 'under-review' }}
        label="console.dashboard.kycUnderReview"
        linkLabel="console.dashboard.openKyc"
      />
      <CountCard
        resource="accreditations"
        filter={{ status: 'under-review' }}
        label="console.dashboard.accreditationsUnderReview"
        linkLabel="console.dashboard.openAccreditations"
      />
      <CountCard
        resource="deletion-requests"
        filter={{ status: 'pending' }}
        label="console.dashboard.pendingDeletions"
        linkLabel="console.dashboard.openDeletions"
      />
      <CountCard
        resource="investments"
        filter={pendingOffline}
        label="console.dashboard.pendingOffline"
        linkLabel="console.dashboard.openOffline"
      />
      <CountCard
        resource="disputes"
        filter={disputesDueSoon}
        label="console.dashboard.disputesDueSoon"
        linkLabel="console.dashboard.openDisputes"
      />
      <LedgerCard />
      <MoneyCard />
    </Box>
  );
};
