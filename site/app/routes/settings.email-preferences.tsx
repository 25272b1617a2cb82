import { emailPreferencesInput } from '@cf/domain/schemas/profile';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { EmailPreferencesForm, PREFERENCE_FLAGS } from '~/components/settings/EmailPreferencesForm';
import { SettingsLayout, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { accountApi } from '~/lib/account/api.server';
import { submitForm } from '~/lib/account/forms.server';
import { identityMessages } from '~/lib/account/messages.server';
import { siteExtras } from '~/lib/account/site.server';
import type { EmailPreferences } from '~/lib/account/types';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.emailPreferences' });

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const [preferences, site] = await Promise.all([api.get<EmailPreferences>('/email-preferences'), siteExtras(request, context, api.lang)]);
  if (!preferences) throw new Response(null, { status: 404 });
  return { preferences, languages: site.languages, messages: identityMessages(api.lang, ['preferences']) };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, { account: ['preferences'] });

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const preferences = await api.get<EmailPreferences>('/email-preferences');
  if (!preferences) throw new Response(null, { status: 404 });
  return submitForm({
    formData: await request.formData(),
    schema: emailPreferencesInput,
    lang: api.lang,
    intent: 'preferences',
    // A box left unticked is not posted at all: it means "no".
    call: (value) =>
      api.send('PATCH', `/email-preferences/${encodeURIComponent(preferences.id)}`, {
        ...value,
        ...Object.fromEntries(PREFERENCE_FLAGS.map((flag) => [flag, value[flag] ?? false])),
      }),
    done: () => redirectWithToast(request, context, '/settings/email-preferences', { type: 'success', key: 'account.preferences.saved' }),
  });
}

export default function SettingsEmailPreferences() {
  const { t } = useTranslation();
  const { preferences, languages, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <SettingsLayout title={t('account.settings.links.emailPreferences')} intro={t('account.preferences.intro')}>
      <EmailPreferencesForm preferences={preferences} languages={languages} lastResult={actionData?.result} />
    </SettingsLayout>
  );
}
