import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { accreditationSignedForm } from '~/components/accreditation/signature-form';
import { identityRecordMessages } from '~/components/identity/identity-messages.server';
import { VerificationStatus } from '~/components/identity/VerificationStatus';
import { AccreditationPanel } from '~/components/investor/AccreditationPanel';
import { InvestorProfileForm } from '~/components/investor/InvestorProfileForm';
import { SettingsLayout, SettingsSection, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { accountApi } from '~/lib/account/api.server';
import { isUploadedFile, multipartOf, submitForm } from '~/lib/account/forms.server';
import { investorProfileForm, PROFILE_FLAGS } from '~/lib/account/investor-form';
import { siteExtras } from '~/lib/account/site.server';
import type { Accreditation, InvestorProfile, KycParty } from '~/lib/account/types';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { apiGet } from '~/lib/api.server';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.investmentAccount' });

type Country = { code: string | null; name: string };
type UserKyc = { party: KycParty | null };

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const [profile, accreditation, site, countries, kyc] = await Promise.all([
    api.get<InvestorProfile | null>('/investor-profiles'),
    api.get<Accreditation>('/accreditation'),
    siteExtras(request, context, api.lang),
    apiGet<Country[]>(context, { path: '/admin/manage-options/countries', lang: api.lang }),
    // The KYC party shares the identity record: its status, its domicile, and a start for a new profile.
    api.get<UserKyc>('/northKYC/get-user-kyc'),
  ]);
  return {
    profile,
    party: kyc?.party ?? null,
    accreditation: accreditation ?? { selfCheck: { accredited: false, basis: null }, latest: null },
    currency: site.currency,
    countries: (countries ?? []).map(({ code, name }) => ({ code, name })),
    lang: api.lang,
    messages: identityRecordMessages(api.lang, ['investor', 'accreditation', 'profile']),
  };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, {
    account: ['investor', 'accreditation', 'identityRecord'],
  });

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const back = (key: string) => redirectWithToast(request, context, '/settings/investment-account', { type: 'success', key });

  if (intent === 'profile') {
    const [site, existing, kyc] = await Promise.all([
      siteExtras(request, context, api.lang),
      api.get<InvestorProfile | null>('/investor-profiles'),
      api.get<UserKyc>('/northKYC/get-user-kyc'),
    ]);
    const domicile = typeof kyc?.party?.domicile === 'string' ? kyc.party.domicile : null;
    return submitForm({
      formData,
      schema: investorProfileForm(site.currency.decimals, domicile),
      lang: api.lang,
      intent,
      hide: ['ssn'],
      call: (value) => {
        // An unticked box is not posted at all: it means "no" (a PATCH would keep the old "yes").
        const body = { ...value, ...Object.fromEntries(PROFILE_FLAGS.map((flag) => [flag, value[flag] ?? false])) };
        return existing
          ? api.send('PATCH', `/investor-profiles/${encodeURIComponent(String(existing.id))}`, body)
          : api.send('POST', '/investor-profiles', body);
      },
      done: () => back('account.investor.saved'),
    });
  }
  if (intent === 'accreditation') {
    return submitForm({
      formData,
      schema: accreditationSignedForm,
      lang: api.lang,
      intent,
      // Only the chosen proof and the chosen signature travel (without scripts both were shown).
      call: async (value) =>
        api.upload(
          '/accreditation',
          await multipartOf(
            {
              verificationType: value.verificationType,
              verificationPhone: value.verificationType === 'phone-call' ? value.verificationPhone : null,
              signatureType: value.signatureType,
              signature: value.signatureType === 'typed' ? value.signature : null,
              acceptTerms: 'true',
            },
            {
              letter: value.verificationType === 'letter' && isUploadedFile(value.letter) ? value.letter : null,
              signatureImage: value.signatureType === 'image' && isUploadedFile(value.signatureImage) ? value.signatureImage : null,
            },
          ),
        ),
      done: () => back('account.accreditation.submitted'),
    });
  }
  throw new Response(null, { status: 400 });
}

export default function InvestmentAccount() {
  const { t } = useTranslation();
  const { profile, party, accreditation, currency, countries, lang, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: string) =>
    actionData && 'intent' in actionData && actionData.intent === intent ? actionData.result : undefined;
  return (
    <SettingsLayout title={t('account.settings.links.investmentAccount')} intro={t('account.investor.intro')}>
      <VerificationStatus status={party?.status ?? null} reason={party?.reason} link />
      <SettingsSection id="investor-profile" title={t('account.investor.title')}>
        <p className="mb-4 text-sm text-slate-600">{t('account.identityRecord.shared')}</p>
        {/* Saved: the form starts again from what was stored (amounts as stored, the SSN masked). */}
        <InvestorProfileForm
          key={profile?.updatedAt ?? 'new'}
          profile={profile}
          party={party}
          currency={currency}
          countries={countries}
          lastResult={resultFor('profile')}
        />
      </SettingsSection>
      <SettingsSection id="accreditation" title={t('account.accreditation.title')}>
        <AccreditationPanel accreditation={accreditation} currency={currency} lang={lang} lastResult={resultFor('accreditation')} />
      </SettingsSection>
    </SettingsLayout>
  );
}
