import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { identityRecordMessages } from '~/components/identity/identity-messages.server';
import { VerificationStatus } from '~/components/identity/VerificationStatus';
import { KycDocuments } from '~/components/kyc/KycDocuments';
import { KycPartyForm } from '~/components/kyc/KycPartyForm';
import { ProviderMessages } from '~/components/kyc/ProviderMessages';
import { SettingsLayout, SettingsSection, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { accountApi } from '~/lib/account/api.server';
import { isUploadedFile, multipartOf, submitForm } from '~/lib/account/forms.server';
import { kycDocumentForm, kycPartyForm } from '~/lib/account/kyc-form';
import { siteExtras } from '~/lib/account/site.server';
import type { InvestorProfile, KycDocument, KycParty } from '~/lib/account/types';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { apiGet, failureOf, isOk } from '~/lib/api.server';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.kyc.title' });

type Country = { code: string | null; name: string };
type UserKyc = { party: KycParty | null; documents?: KycDocument[] };

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const [kyc, site, countries, profile] = await Promise.all([
    api.get<UserKyc>('/northKYC/get-user-kyc'),
    siteExtras(request, context, api.lang),
    apiGet<Country[]>(context, { path: '/admin/manage-options/countries', lang: api.lang }),
    // The investment account shares the identity record: a start for a new party, and the saved tax id.
    api.get<InvestorProfile | null>('/investor-profiles'),
  ]);
  return {
    party: kyc?.party ?? null,
    profile: profile ?? null,
    documents: kyc?.documents ?? [],
    currency: site.currency,
    timezone: site.timezone,
    lang: api.lang,
    countries: (countries ?? []).map(({ code, name }) => ({ code, name })),
    messages: identityRecordMessages(api.lang, ['investor', 'kyc', 'profile']),
  };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, { account: ['kyc', 'identityRecord', 'investor'] });

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const back = (key: string) => redirectWithToast(request, context, '/user-kyc', { type: 'success', key });

  if (intent === 'party') {
    const [site, kyc] = await Promise.all([siteExtras(request, context, api.lang), api.get<UserKyc>('/northKYC/get-user-kyc')]);
    const exists = Boolean(kyc?.party);
    return submitForm({
      formData,
      schema: kycPartyForm(site.currency.decimals),
      lang: api.lang,
      intent,
      // The SSN / national ID is write-only: never sent back into the page.
      hide: ['ssn'],
      call: (value) => {
        // An unticked (or, outside the US, hidden) box is not posted: it means "no".
        const body = { ...value, brokerDealerAssociated: value.brokerDealerAssociated ?? false };
        return exists ? api.send('PATCH', '/northKYC/update-party', body) : api.send('POST', '/northKYC/createParty', body);
      },
      done: () => back('account.kyc.saved'),
    });
  }
  if (intent === 'document') {
    return submitForm({
      formData,
      schema: kycDocumentForm,
      lang: api.lang,
      intent,
      call: async (value) =>
        api.upload(
          '/northKYC/uploadPartyDocument',
          await multipartOf({ documentType: value.documentType }, { file: isUploadedFile(value.file) ? value.file : null }),
        ),
      done: () => back('account.kyc.uploaded'),
    });
  }
  if (intent === 'recheck') {
    const res = await api.send('POST', '/northKYC/updateKycAml');
    if (isOk(res)) return back('account.kyc.rechecked');
    return { intent, result: undefined, error: failureOf(res).message };
  }
  throw new Response(null, { status: 400 });
}

export default function UserKyc() {
  const { t } = useTranslation();
  const { party, profile, documents, currency, timezone, lang, countries, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: string) =>
    actionData && 'intent' in actionData && actionData.intent === intent ? actionData.result : undefined;
  const recheckError = actionData && 'error' in actionData ? actionData.error : null;
  return (
    <SettingsLayout title={t('account.kyc.title')} intro={t('account.kyc.intro')}>
      <VerificationStatus status={party?.status ?? null} reason={party?.reason} />
      {party ? (
        <div className="mt-4 space-y-4">
          <ProviderMessages errors={party.providerErrors ?? []} warnings={party.providerWarnings ?? []} />
          {party.providerErrors?.length ? (
            <Form method="post">
              <input type="hidden" name="intent" value="recheck" />
              <button type="submit" className="rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold hover:bg-slate-100">
                {t('account.kyc.recheck')}
              </button>
              {recheckError ? (
                <p role="alert" className="mt-2 text-sm font-medium text-red-700">
                  {recheckError}
                </p>
              ) : null}
            </Form>
          ) : null}
        </div>
      ) : null}
      <SettingsSection id="kyc-party" title={t('account.kyc.partyTitle')}>
        <p className="mb-4 text-sm text-slate-600">{t('account.identityRecord.shared')}</p>
        <KycPartyForm
          key={String(party?.updatedAt ?? 'new')}
          party={party}
          profile={profile}
          currency={currency}
          countries={countries}
          lastResult={resultFor('party')}
        />
      </SettingsSection>
      {party ? (
        <SettingsSection id="kyc-documents" title={t('account.kyc.documents')}>
          <KycDocuments documents={documents} lang={lang} timezone={timezone} lastResult={resultFor('document')} />
        </SettingsSection>
      ) : null}
    </SettingsLayout>
  );
}
