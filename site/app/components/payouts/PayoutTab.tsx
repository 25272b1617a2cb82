import { numberFormat } from '@cf/domain/number-format';
import { stripeConnectInput } from '@cf/domain/schemas/payouts';
import { type SubmissionResult, useForm } from '@conform-to/react';
import { Form, Link, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '~/lib/account/format';
import { stepPath } from '~/lib/campaigns-owner/steps';
import type { Currency } from '~/lib/campaigns-owner/types';
import type { PayoutSummary } from '~/lib/payouts/types';
import { parseForm } from '~/lib/validation';
import { primaryButton } from '../header/styles';
import { Money } from '../money/Money';
import { EmptyState } from '../owner-dashboard/DashboardLayout';
import { ItemButton, PartForm } from '../wizard/StepForm';
import { ReauthFields } from './ReauthFields';

type Props = {
  campaignId: number;
  summary: PayoutSummary;
  /** Payouts wait after a change of details: computed by the loader, so server and browser agree. */
  held: boolean;
  currency: Currency | null;
  lang: string;
  timezone: string;
  connectResult: SubmissionResult<string[]> | undefined;
};

const notice = 'rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900';

/** Raised, fee and net as the settlement fixed them, and what is owed now. */
function Figures({
  summary,
  money,
  lang,
  timezone,
}: {
  summary: PayoutSummary;
  money: (n: number) => ReactNode;
  lang: string;
  timezone: string;
}) {
  const { t } = useTranslation();
  const s = summary.settlement!;
  const rate = `${numberFormat(lang, { maximumFractionDigits: 2 }).format(s.feeBps / 100)} %`;
  const rows: [string, string, ReactNode][] = [
    ['raised', t('payouts.site.raised'), money(s.raised)],
    ['fee', t('payouts.site.fee', { rate }), money(s.fee)],
    ...(s.refunded > 0 ? ([['refunded', t('payouts.site.refunded'), money(s.refunded)]] as [string, string, ReactNode][]) : []),
    ['net', t('payouts.site.net'), money(s.net)],
    ['payable', t('payouts.site.payable'), money(summary.payable)],
    ['requestable', t('payouts.site.requestable'), money(summary.requestable)],
  ];
  return (
    <section aria-labelledby="payout-figures" className="rounded-lg border border-slate-200 p-5">
      <h3 id="payout-figures" className="text-lg font-semibold">
        {t(`payouts.site.outcome.${s.outcome}`)}
      </h3>
      <p className="text-sm text-slate-600">{t('payouts.site.settledOn', { date: formatDate(s.settledAt, lang, timezone) })}</p>
      <dl className="mt-4 grid max-w-md grid-cols-2 gap-y-2 text-sm">
        {rows.map(([key, label, value]) => (
          <div key={key} className="contents">
            <dt className="text-slate-700">{label}</dt>
            <dd className="text-end font-semibold tabular-nums" data-testid={`payout-${key}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The request: the method (a fixed campaign is paid by bank transfer only) and the button. */
function RequestForm({ summary, money }: { summary: PayoutSummary; money: (n: number) => ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'request-payout';
  const several = summary.methods.length > 1;
  return (
    <Form method="post" className="space-y-4">
      <input type="hidden" name="intent" value="request-payout" />
      {several ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('payouts.site.method')}</legend>
          {summary.methods.map((m, i) => (
            <label key={m} className="flex items-center gap-2 text-sm">
              <input type="radio" name="method" value={m} defaultChecked={i === 0} />
              {t(`payouts.site.methods.${m}`)}
            </label>
          ))}
        </fieldset>
      ) : (
        <>
          <input type="hidden" name="method" value="bank" />
          <p className="text-sm text-slate-700">{t('payouts.site.offlineOnly')}</p>
        </>
      )}
      <button type="submit" aria-disabled={busy || undefined} className={`${primaryButton} aria-disabled:opacity-70`}>
        {t('payouts.site.request')} · {money(summary.requestable)}
      </button>
    </Form>
  );
}

/** Stripe Connect (flexible campaigns): connect with the password (and code), or disconnect. */
function StripeSection({ connected, lastResult }: { connected: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation();
  const [form, fields] = useForm({
    id: 'stripe-connect',
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseForm(formData, stripeConnectInput, t),
  });
  return (
    <section aria-labelledby="payout-stripe" className="rounded-lg border border-slate-200 p-5">
      <h3 id="payout-stripe" className="text-lg font-semibold">
        {t('payouts.site.stripe.title')}
      </h3>
      {connected ? (
        <div className="mt-2 flex flex-wrap items-center gap-3">
          <p className="text-sm">{t('payouts.site.stripe.connected')}</p>
          <ItemButton intent="stripe-disconnect" id="stripe" label={t('payouts.site.stripe.disconnect')} tone="danger" />
        </div>
      ) : (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">{t('payouts.site.stripe.notConnected')}</p>
          <p className="text-sm text-slate-600">{t('payouts.site.identityHint')}</p>
          <PartForm form={form} intent="stripe-connect" submit={t('payouts.site.stripe.connect')}>
            <ReauthFields password={fields.currentPassword} code={fields.twoFactorCode} />
          </PartForm>
        </div>
      )}
    </section>
  );
}

/**
 * The owner dashboard's payout tab (spec §2, §4 payout: requested, then confirmed): the settlement's
 * raised, fee and net; what stops a payout (identity check, a recent change of details); where
 * the money goes; the request; each payout and where it stands; the settlement statement (PDF).
 */
export function PayoutTab({ campaignId, summary, held, currency, lang, timezone, connectResult }: Props) {
  const { t } = useTranslation();
  const money = (minor: number) => <Money minor={minor} currency={currency} lang={lang} />;
  if (!summary.settlement) return <EmptyState>{t('payouts.site.notSettled')}</EmptyState>;
  const account = summary.account;
  return (
    <div className="space-y-8">
      <Figures summary={summary} money={money} lang={lang} timezone={timezone} />
      {!summary.eligible ? <p className={notice}>{t('payouts.site.notEligible')}</p> : null}
      {summary.eligible && !summary.kycApproved ? (
        <p className={notice}>
          {t('payouts.site.kycMissing')}{' '}
          <Link to="/user-kyc" className="font-medium underline">
            {t('payouts.site.kycLink')}
          </Link>
        </p>
      ) : null}
      {held && account?.heldUntil ? (
        <p className={notice} role="status">
          {t('payouts.site.held', { until: formatDateTime(account.heldUntil, lang, timezone) })}
        </p>
      ) : null}
      {summary.eligible ? (
        <section aria-labelledby="payout-request" className="space-y-4 rounded-lg border border-slate-200 p-5">
          <h3 id="payout-request" className="text-lg font-semibold">
            {t('payouts.site.account')}
          </h3>
          <p className="text-sm" data-testid="payout-account">
            {account?.accountNumberLast4 ? (
              <bdi>
                {t('payouts.site.accountLine', {
                  holder: account.accountHolderName ?? '—',
                  bank: account.bankName ?? '',
                  last4: account.accountNumberLast4,
                })}
              </bdi>
            ) : (
              t('payouts.site.noAccount')
            )}{' '}
            <Link to={stepPath('funding', campaignId)} className="font-medium text-primary underline">
              {t('payouts.site.editAccount')}
            </Link>
          </p>
          {summary.requestable > 0 ? <RequestForm summary={summary} money={money} /> : null}
        </section>
      ) : null}
      {summary.eligible && summary.methods.includes('stripe_connect') ? (
        <StripeSection connected={account?.stripeConnected ?? false} lastResult={connectResult} />
      ) : null}
      <section aria-labelledby="payout-history">
        <h3 id="payout-history" className="text-lg font-semibold">
          {t('payouts.site.history')}
        </h3>
        {summary.payouts.length === 0 ? (
          <p className="mt-2 text-slate-600">{t('payouts.site.empty')}</p>
        ) : (
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="border-b border-slate-200 text-slate-600">
                <th className="py-2 text-start font-medium">{t('payouts.site.columns.date')}</th>
                <th className="py-2 text-end font-medium">{t('payouts.site.columns.amount')}</th>
                <th className="py-2 text-start font-medium">{t('payouts.site.columns.method')}</th>
                <th className="py-2 text-start font-medium">{t('payouts.site.columns.status')}</th>
                <th className="py-2 text-start font-medium">{t('payouts.site.columns.reference')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.payouts.map((p) => (
                <tr key={p.id} className="border-b border-slate-100" data-testid="payout-row">
                  <td className="py-2">{formatDateTime(p.requestedAt, lang, timezone)}</td>
                  <td className="py-2 text-end tabular-nums">{money(p.amount)}</td>
                  <td className="py-2">{t(`payouts.site.methods.${p.method}`)}</td>
                  <td className="py-2" data-testid="payout-status">
                    {t(`payouts.site.statuses.${p.status}`)}
                    {p.status === 'rejected' && p.reason ? <span className="block text-slate-600">{p.reason}</span> : null}
                  </td>
                  <td className="py-2">
                    <bdi dir="ltr">{p.reference ?? '—'}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <p>
        <a href={`/settlement-statement/${campaignId}`} download className="font-medium text-primary underline">
          {t('payouts.site.statement')}
        </a>
      </p>
    </div>
  );
}
