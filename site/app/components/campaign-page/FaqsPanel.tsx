import { useTranslation } from 'react-i18next';
import type { CampaignPageData } from '~/lib/campaigns-public/types';
import { Accordion } from '../help/Accordion';
import { EmptyNote, TabPanel } from './TabPanel';

/** The campaign's questions and answers (the platform's required ones and the owner's own). */
export function FaqsPanel({ campaign }: { campaign: CampaignPageData }) {
  const { t } = useTranslation();
  const answered = campaign.faqs.filter((f) => f.answer);
  return (
    <TabPanel id="faqs" title={t('browse.tabs.faqs')}>
      {answered.length === 0 ? (
        <EmptyNote>{t('browse.faqs.empty')}</EmptyNote>
      ) : (
        <Accordion items={answered.map((f) => ({ id: f.id, question: f.question, answer: f.answer ?? '' }))} />
      )}
    </TabPanel>
  );
}
