import { outsideLinksInput } from '@cf/domain/schemas/profile';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { LINK_FIELDS, OutsideLinksForm } from '~/components/profile/OutsideLinksForm';
import { SettingsLayout, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { accountApi } from '~/lib/account/api.server';
import { submitForm } from '~/lib/account/forms.server';
import { identityMessages } from '~/lib/account/messages.server';
import type { OwnProfile } from '~/lib/account/types';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.outsideLinks' });

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const me = await api.get<OwnProfile>('/users/me/profile');
  if (!me) throw new Response(null, { status: 404 });
  const links = me.links;
  return { links, messages: identityMessages(api.lang, ['profile']) };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, { account: ['profile'] });

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  return submitForm({
    formData: await request.formData(),
    schema: outsideLinksInput,
    lang: api.lang,
    intent: 'links',
    // Every field is sent: an emptied one clears its link.
    call: (value) => api.send('PATCH', '/users/outside-links', Object.fromEntries(LINK_FIELDS.map((key) => [key, value[key] ?? null]))),
    done: () => redirectWithToast(request, context, '/settings/outside-links', { type: 'success', key: 'account.profile.links.saved' }),
  });
}

export default function SettingsOutsideLinks() {
  const { t } = useTranslation();
  const { links, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  return (
    <SettingsLayout title={t('account.settings.links.outsideLinks')} intro={t('account.profile.links.intro')}>
      <OutsideLinksForm links={links} lastResult={actionData?.result} />
    </SettingsLayout>
  );
}
