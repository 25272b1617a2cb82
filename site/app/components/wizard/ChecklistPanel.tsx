import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { missingFieldKey, stepPath } from '~/lib/campaigns-owner/steps';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { SubmitForReview } from './SubmitForReview';

/**
 * The go-live checklist (spec §2): every section ready or not ready, what is missing, each linking
 * to its step. It is the API's answer, made by the domain's campaignChecklist. Once every section
 * is ready, a draft (or declined) campaign can be submitted for review from here (and from the last step).
 */
export function ChecklistPanel({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { checklist } = campaign;
  const readyCount = checklist.sections.filter((s) => s.ready).length;
  return (
    <aside aria-labelledby="checklist-heading" className="rounded-lg border border-slate-200 bg-slate-50 p-5">
      <h2 id="checklist-heading" className="text-lg font-semibold">
        {t('wizard.checklist.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('wizard.checklist.progress', { ready: readyCount, total: checklist.sections.length })}
      </p>
      <ul className="mt-4 space-y-3">
        {checklist.sections.map((section) => (
          <li
            key={section.key}
            data-section={section.key}
            data-ready={section.ready}
            className="rounded-md border border-slate-200 bg-white p-3"
          >
            <div className="flex items-center justify-between gap-3">
              <Link to={stepPath(section.key, campaign.id)} className="font-medium text-primary underline-offset-2 hover:underline">
                {t(`campaigns.checklist.sections.${section.key}`)}
              </Link>
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold ${
                  section.ready ? 'bg-emerald-100 text-emerald-900' : 'bg-amber-100 text-amber-900'
                }`}
              >
                <span aria-hidden="true">{section.ready ? '✓ ' : '• '}</span>
                {t(section.ready ? 'campaigns.checklist.ready' : 'campaigns.checklist.notReady')}
              </span>
            </div>
            {section.missing.length > 0 ? (
              <p className="mt-2 text-sm text-slate-700">
                {t('campaigns.checklist.missing', {
                  fields: [...new Set(section.missing.map((m) => t(`campaigns.checklist.fields.${missingFieldKey(m)}`)))].join(', '),
                })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <SubmitForReview campaign={campaign} className="mt-5" />
    </aside>
  );
}
