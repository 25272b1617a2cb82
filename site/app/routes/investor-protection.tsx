import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Link, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FcaCategory, CoolingOff, RiskWarning } from '~/components/investor-protection/FcaSteps';
import { LossSimulation } from '~/components/investor-protection/LossSimulation';
import { Quiz } from '~/components/investor-protection/Quiz';
import { Step } from '~/components/investor-protection/Step';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { loadInvestorProtection, submitInvestorProtection } from '~/lib/investor-protection/investor-protection.server';
import { siteMeta } from '~/lib/meta';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  siteMeta(matches, { title: data ? (data.messages.investorProtection as { title: string }).title : null });

export const loader = async ({ request, context }: LoaderFunctionArgs) => loadInvestorProtection(request, context);
export const action = async ({ request, context }: ActionFunctionArgs) => submitInvestorProtection(request, context);

/** /investor-protection: the steps the investor's regime asks before investing (issue 16), in order. */
export default function InvestorProtection() {
  const { t } = useTranslation();
  const { me, questions, firstName, next, lang, timezone, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const result = useActionData<typeof action>();
  const missing = new Set(me.missing ?? []);
  const passedText = (intent: string, key: string) => (result?.intent === intent && result.passed ? t(key) : undefined);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t('investorProtection.title')}</h1>
      {me.jurisdiction === 'eu-ecsp' || me.jurisdiction === 'uk-fca' ? (
        <>
          <p className="mt-2 text-slate-700">{t('investorProtection.intro')}</p>
          <ol className="mt-8 space-y-4">
            {me.jurisdiction === 'eu-ecsp' ? (
              <>
                <Step
                  id="knowledge-test"
                  number={1}
                  title={t('investorProtection.knowledgeTest.title')}
                  done={!missing.has('knowledgeTest')}
                  doneText={passedText('knowledgeTest', 'investorProtection.knowledgeTest.passed')}
                >
                  {missing.has('knowledgeTest') ? <Quiz kind="knowledgeTest" questions={questions.knowledgeTest} result={result} /> : null}
                </Step>
                <Step
                  id="loss-simulation"
                  number={2}
                  title={t('investorProtection.lossSimulation.title')}
                  done={!missing.has('lossSimulation')}
                >
                  <LossSimulation me={me} result={result} lang={lang} timezone={timezone} />
                </Step>
              </>
            ) : (
              <>
                <Step
                  id="category"
                  number={1}
                  title={t('investorProtection.category.title')}
                  done={!missing.has('category')}
                  doneText={
                    me.category
                      ? t('investorProtection.category.current', { category: t(`investorProtection.category.${me.category}`) })
                      : undefined
                  }
                >
                  {missing.has('category') ? <FcaCategory me={me} result={result} /> : null}
                </Step>
                <Step
                  id="risk-warning"
                  number={2}
                  title={t('investorProtection.riskWarning.title')}
                  done={!missing.has('riskWarning')}
                  doneText={t('investorProtection.riskWarning.acknowledged')}
                >
                  {missing.has('riskWarning') ? <RiskWarning firstName={firstName} result={result} /> : null}
                </Step>
                {me.riskWarningAcknowledged ? (
                  <Step id="cooling-off" number={3} title={t('investorProtection.coolingOff.title')} done={!missing.has('coolingOff')}>
                    <CoolingOff me={me} lang={lang} timezone={timezone} />
                  </Step>
                ) : null}
                <Step
                  id="appropriateness"
                  number={4}
                  title={t('investorProtection.appropriateness.title')}
                  done={!missing.has('appropriateness')}
                  doneText={passedText('appropriateness', 'investorProtection.appropriateness.passed')}
                >
                  {missing.has('appropriateness') ? (
                    <Quiz kind="appropriateness" questions={questions.appropriateness} result={result} />
                  ) : null}
                </Step>
              </>
            )}
          </ol>
        </>
      ) : (
        <section className="mt-6 rounded-lg border border-slate-200 p-5" data-testid="no-steps">
          <h2 className="text-lg font-semibold">{t('investorProtection.none.title')}</h2>
          <p className="mt-2 text-slate-700">{t('investorProtection.none.text')}</p>
          {me.jurisdiction === 'us-reg-cf' ? (
            <p className="mt-2 text-slate-700">
              {t('investorProtection.regCf.text')}{' '}
              <Link to="/settings/investment-account" className="font-semibold text-primary underline">
                {t('investorProtection.regCf.link')}
              </Link>
            </p>
          ) : null}
        </section>
      )}
      {me.canInvest !== false ? (
        <div role="status" className="mt-8 rounded-lg bg-emerald-50 p-4" data-testid="can-invest">
          <p className="font-semibold text-emerald-900">{t('investorProtection.done')}</p>
          {next ? (
            <Link to={next} className="mt-2 inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-white hover:opacity-90">
              {t('investorProtection.continue')}
            </Link>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
