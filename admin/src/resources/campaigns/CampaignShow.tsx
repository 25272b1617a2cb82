import { Show } from 'react-admin';
import { CampaignActions } from './CampaignActions';
import { CampaignTitle } from './CampaignTitle';
import { KiisPanel } from './KiisPanel';
import { ChecklistSection, PayoutSection, PropertySection } from './show/AccountSections';
import { CompanySection } from './show/CompanySection';
import { ExtrasSection } from './show/ExtrasSection';
import { FundraisingSection } from './show/FundraisingSection';
import { HistorySection } from './show/HistorySection';
import { FaqSection, LeadInvestorsSection, TeamSection } from './show/PeopleSections';
import { ReviewSection } from './show/ReviewSection';
import { SettlementSection } from './show/SettlementSection';
import { Sections } from './show/Section';
import { StorySection } from './show/StorySection';

/**
 * One campaign: what staff decide on first (status, owner, checklist), then the whole submission
 * as investors will see it, the payout account, and the status history.
 */
const CampaignShow = () => (
  <Show actions={<CampaignActions />} title={<CampaignTitle />}>
    <Sections>
      <ReviewSection />
      <SettlementSection />
      <ChecklistSection />
      <CompanySection />
      <FundraisingSection />
      <StorySection />
      <FaqSection />
      <TeamSection />
      <LeadInvestorsSection />
      <ExtrasSection />
      <KiisPanel />
      <PropertySection />
      <PayoutSection />
      <HistorySection />
    </Sections>
  </Show>
);

export default CampaignShow;
