import { Box, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { useGetMany, useRecordContext, useTranslate } from 'react-admin';
import { missingItem, missingQuestionIds } from '../checklistFields';
import { Facts } from './Facts';
import { Nothing, Section } from './Section';
import type { CampaignRecord } from './types';

const f = (field: string) => `resources.campaigns.fields.${field}`;

/** Where the money goes: bank details with the account number's last four digits only. */
export const PayoutSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  // Left out when the API does not answer it (undefined); null is "no payout account yet".
  if (!record || record.payout === undefined) return null;
  const payout = record.payout;
  return (
    <Section title="console.campaigns.sections.payout">
      {payout ? (
        <Facts
          items={[
            [
              f('bankScheme'),
              payout.bankScheme ? translate(`console.choices.bankScheme.${payout.bankScheme}`, { _: payout.bankScheme }) : null,
            ],
            [f('bankName'), payout.bankName],
            [
              f('accountType'),
              payout.accountType ? translate(`console.choices.accountType.${payout.accountType}`, { _: payout.accountType }) : null,
            ],
            [f('accountNumberLast4'), payout.accountNumberLast4 ? `•••• ${payout.accountNumberLast4}` : null],
            [f('routingNumber'), payout.routingNumber],
            [f('sortCode'), payout.sortCode ?? null],
            [f('bic'), payout.bic ?? null],
            [f('achAccountId'), payout.achAccountId],
            [f('tosAccepted'), translate(`console.choices.boolean.${String(Boolean(payout.tosAccepted))}`)],
          ]}
        />
      ) : (
        <Nothing />
      )}
    </Section>
  );
};

const PROPERTY_FIELDS = [
  'propertyName',
  'propertyUrl',
  'propertyDetail',
  'propertyStreet',
  'propertyCity',
  'propertyState',
  'propertyCountry',
  'propertySize',
  'plotSize',
  'buildYear',
  'propertyStage',
] as const;

/** Real-estate campaigns describe the property; others usually have none. */
export const PropertySection = () => {
  const record = useRecordContext<CampaignRecord>();
  const property = record?.submission?.property;
  if (!record?.submission) return null;
  return (
    <Section title="console.campaigns.sections.property">
      {property ? <Facts items={PROPERTY_FIELDS.map((field) => [f(field), property[field] ?? null])} hideEmpty /> : <Nothing />}
    </Section>
  );
};

/** The go-live checklist as the owner sees it: each step ready, or what it still misses. */
export const ChecklistSection = () => {
  const record = useRecordContext<CampaignRecord>();
  const translate = useTranslate();
  const sections = record?.checklist?.sections ?? [];
  // Unanswered required questions are named by the question itself.
  const questionIds = missingQuestionIds(sections);
  const { data: questions } = useGetMany<{ id: number; question: string }>(
    'campaign-faq-templates',
    { ids: questionIds },
    { enabled: questionIds.length > 0 },
  );
  if (!record || record.checklist === undefined) return null;
  const label = (field: string) => {
    const item = missingItem(field);
    if (item.kind === 'field') return translate(item.label, { _: field });
    const question = questions?.find((q) => q.id === item.id)?.question;
    return translate('console.campaigns.checklist.answer', { question: question ?? `#${item.id}` });
  };
  return (
    <Section title="console.campaigns.sections.checklist">
      {record.checklist ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {sections.map((section) => (
            <Box component="li" key={section.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {section.ready ? (
                <CheckCircleIcon fontSize="small" sx={{ color: 'success.main' }} aria-hidden="true" />
              ) : (
                <ErrorOutlineIcon fontSize="small" sx={{ color: 'error.main' }} aria-hidden="true" />
              )}
              <Typography variant="body2" component="div">
                <strong>{translate(`console.campaigns.checklist.${section.key}`, { _: section.key })}</strong>
                {' — '}
                {section.ready
                  ? translate('console.campaigns.checklist.ready')
                  : translate('console.campaigns.checklist.missing', { fields: section.missing.map(label).join(', ') })}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : (
        <Nothing />
      )}
    </Section>
  );
};
