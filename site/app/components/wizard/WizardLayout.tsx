import type { ChecklistSectionKey } from '@cf/domain/campaign-checklist';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignTitle, stepPath, tabPath, WIZARD_STEPS } from '~/lib/campaigns-owner/steps';
import type { Campaign } from '~/lib/campaigns-owner/types';
import { ChecklistPanel } from './ChecklistPanel';
import { SubmitForReview } from './SubmitForReview';

/** The stepper: the six steps in order, the current one marked, each with its checklist state. */
function Stepper({ campaign, current }: { campaign: Campaign; current: ChecklistSectionKey }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('wizard.stepsLabel')} className="mt-6">
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
        {WIZARD_STEPS.map((step, index) => {
          const ready = campaign.checklist.sections.find((s) => s.key === step.section)?.ready ?? false;
          const isCurrent = step.section === current;
          return (
            <li key={step.section}>
              <Link
                to={stepPath(step.section, campaign.id)}
                aria-current={isCurrent ? 'step' : undefined}
                className={`flex h-full items-center gap-2 rounded-md border px-3 py-2 text-sm ${
                  isCurrent ? 'border-primary bg-primary text-on-primary' : 'border-slate-300 bg-white text-slate-800 hover:border-primary'
                }`}
              >
                <span
                  aria-hidden="true"
                  className={`inline-flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-xs font-bold ${
                    ready ? 'bg-emerald-700 text-white' : isCurrent ? 'bg-white text-slate-900' : 'bg-slate-200 text-slate-900'
                  }`}
                >
                  {ready ? '✓' : index + 1}
                </span>
                <span className="font-medium">{t(`campaigns.wizard.steps.${step.section}`)}</span>
                <span className="sr-only">
                  {' — '}
                  {t(ready ? 'campaigns.checklist.ready' : 'campaigns.checklist.notReady')}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The wizard's frame: the campaign line, the page title, what goes under it, and the page's content
 * beside the go-live checklist. Step pages and the KIIS page (no step of the checklist) share it.
 */
export function WizardFrame({
  campaign,
  title,
  header,
  children,
}: {
  campaign: Campaign;
  title: string;
  header?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <p className="text-sm font-medium text-slate-700">
        {t('wizard.title')} · {t(`wizard.types.${campaign.investingType}.title`)} ·{' '}
        <Link to={tabPath(campaign.id, 'overview')} className="text-primary underline">
          {campaignTitle(campaign, t('wizard.dashboard.untitled'))}
        </Link>
      </p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{title}</h1>
      {header}
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0 space-y-8">{children}</div>
        <ChecklistPanel campaign={campaign} />
      </div>
    </div>
  );
}

/** A wizard step page: title, stepper, the step's content beside the go-live checklist. */
export function WizardLayout({
  campaign,
  step,
  intro,
  children,
}: {
  campaign: Campaign;
  step: ChecklistSectionKey;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const header = (
    <>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700">{intro}</p> : null}
      {!campaign.editable ? (
        <p role="status" className="mt-4 rounded-md border-s-4 border-amber-700 bg-amber-50 p-3 text-sm text-amber-950">
          {t('wizard.readOnly', { status: t(`campaigns.owner.statusNames.${campaign.status}`) })}
        </p>
      ) : null}
      <Stepper campaign={campaign} current={step} />
    </>
  );
  return (
    <WizardFrame campaign={campaign} title={t(`campaigns.wizard.steps.${step}`)} header={header}>
      {children}
      {/* The last step ends with the way forward, not only the side panel (below the form on a phone). */}
      {step === WIZARD_STEPS.at(-1)!.section && campaign.editable ? (
        <SubmitForReview campaign={campaign} className="border-t border-slate-200 pt-6" />
      ) : null}
    </WizardFrame>
  );
}
