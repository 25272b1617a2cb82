import { CAMPAIGN_STATUS } from '@cf/domain/campaign-status';
import { WALLET_STATUS } from '@cf/domain/wallet';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Title, useTranslate } from 'react-admin';
import { CountCard } from './CountCard';
import { LedgerCard } from './LedgerCard';
import { MoneyCard } from './MoneyCard';
import { reviewQueue } from '../resources/campaigns';

const pendingCampaigns = { status: CAMPAIGN_STATUS.pending };
const pendingComments = { status: 'pending' };
const underReview = { status: 'under-review' };
const pendingWithdrawals = { status: WALLET_STATUS.pending };
const pendingOffline = { status: 'pending', paymentType: 'offline' };
const disputesDueSoon = { dueSoon: true };

const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } };

const Group = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={id} data-testid={id}>
      <Typography id={id} variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      <Box sx={grid}>{children}</Box>
    </Box>
  );
};

/**
 * The work first: every queue waiting for a staff decision, in the order staff work them; then the
 * site's inbox and the money checks. Maintenance is a site setting (site settings → Maintenance).
 */
export const Dashboard = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', gap: 3, mt: 2 }}>
      <Title title={translate('console.dashboard.title')} />
      <Group id="dashboard-queues" title="console.dashboard.queues">
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
        <CountCard resource="kyc" filter={underReview} label="console.dashboard.kycUnderReview" linkLabel="console.dashboard.openKyc" />
        <CountCard
          resource="accreditations"
          filter={underReview}
          label="console.dashboard.accreditationsUnderReview"
          linkLabel="console.dashboard.openAccreditations"
        />
        <CountCard
          resource="withdrawals"
          filter={pendingWithdrawals}
          label="console.dashboard.withdrawalsPending"
          linkLabel="console.dashboard.openWithdrawals"
        />
        <CountCard
          resource="investments"
          filter={pendingOffline}
          label="console.dashboard.pendingOffline"
          linkLabel="console.dashboard.openOffline"
        />
        <CountCard
          resource="deletion-requests"
          filter={{ status: 'pending' }}
          label="console.dashboard.pendingDeletions"
          linkLabel="console.dashboard.openDeletions"
        />
        <CountCard
          resource="disputes"
          filter={disputesDueSoon}
          label="console.dashboard.disputesDueSoon"
          linkLabel="console.dashboard.openDisputes"
        />
      </Group>
      <Group id="dashboard-other" title="console.dashboard.other">
        <CountCard
          resource="contact-inquiries"
          filter={{ handled: false }}
          label="console.dashboard.unhandledInquiries"
          linkLabel="console.dashboard.openInquiries"
        />
        <CountCard resource="newsletter-subscribers" label="console.dashboard.subscribers" linkLabel="console.dashboard.openSubscribers" />
        <LedgerCard />
        <MoneyCard />
      </Group>
    </Box>
  );
};
