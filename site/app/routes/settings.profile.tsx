import { changeEmailInput, updateMeInput } from '@cf/domain/schemas/profile';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { type MetaFunction, useActionData, useLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { ShowInvestmentsForm } from '~/components/campaign-investors/ShowInvestmentsForm';
import { ChangeEmailForm } from '~/components/profile/ChangeEmailForm';
import { ImageUploadForm } from '~/components/profile/ImageUploadForm';
import { ProfileDetailsForm } from '~/components/profile/ProfileDetailsForm';
import { SettingsLayout, SettingsSection, SETTINGS_LAYOUT_MESSAGES } from '~/components/settings/SettingsLayout';
import { accountApi } from '~/lib/account/api.server';
import { isUploadedFile, multipartOf, submitForm } from '~/lib/account/forms.server';
import { imageUploadInput } from '~/lib/account/image-upload';
import { showInvestmentsAction } from '~/lib/campaign-investors/settings.server';
import { identityMessages } from '~/lib/account/messages.server';
import type { OwnProfile } from '~/lib/account/types';
import { usePageMessages } from '~/lib/account/use-page-messages';
import { siteMeta } from '~/lib/meta';
import { redirectWithToast } from '~/lib/session.server';
import { withAccountMessages } from '~/lib/page-messages.server';

export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { titleKey: 'account.settings.links.profile' });

async function pageLoader({ request, context }: LoaderFunctionArgs) {
  const api = await accountApi(request, context);
  const me = await api.get<OwnProfile>('/users/me/profile');
  if (!me) throw new Response(null, { status: 404 });
  return { me, messages: identityMessages(api.lang, ['profile']) };
}

export const loader = async (args: LoaderFunctionArgs) =>
  withAccountMessages(args.request, await pageLoader(args), SETTINGS_LAYOUT_MESSAGES, { account: ['profile', 'profileInvesting'] });

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await accountApi(request, context);
  const formData = await request.formData();
  const intent = String(formData.get('intent') ?? '');
  const saved = (key: string, params?: Record<string, string>) =>
    redirectWithToast(request, context, '/settings/profile', { type: 'success', key, params });

  if (intent === 'profile') {
    return submitForm({
      formData,
      schema: updateMeInput,
      lang: api.lang,
      intent,
      call: (value) => api.send('PATCH', '/users/updateMe', value),
      done: () => saved('account.profile.saved'),
    });
  }
  if (intent === 'photo' || intent === 'cover') {
    return submitForm({
      formData,
      schema: imageUploadInput,
      lang: api.lang,
      intent,
      call: async (value) =>
        api.upload(`/users/me/${intent}`, await multipartOf({}, { file: isUploadedFile(value.file) ? value.file : null })),
      done: () => saved(`account.profile.${intent}Saved`),
    });
  }
  if (intent === 'email') {
    return submitForm({
      formData,
      schema: changeEmailInput,
      lang: api.lang,
      intent,
      hide: ['password'],
      call: (value) => api.send('POST', '/users/change-email', value),
      done: (value) => saved('account.profile.checkNewEmail', { email: value.newEmail }),
    });
  }
  if (intent === 'showInvestments') return showInvestmentsAction(api, request, context, formData);
  throw new Response(null, { status: 400 });
}

export default function SettingsProfile() {
  const { t } = useTranslation();
  const { me, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const actionData = useActionData<typeof action>();
  const resultFor = (intent: string) =>
    actionData && 'intent' in actionData && actionData.intent === intent ? actionData.result : undefined;
  return (
    <SettingsLayout title={t('account.settings.links.profile')}>
      <SettingsSection id="settings-details" title={t('account.profile.details')}>
        <ProfileDetailsForm me={me} lastResult={resultFor('profile')} />
      </SettingsSection>
      <SettingsSection id="settings-photo" title={t('account.profile.photo')}>
        <ImageUploadForm kind="photo" current={me.photo} lastResult={resultFor('photo')} />
      </SettingsSection>
      <SettingsSection id="settings-cover" title={t('account.profile.cover')}>
        <ImageUploadForm kind="cover" current={me.coverPhoto ?? null} lastResult={resultFor('cover')} />
      </SettingsSection>
      <SettingsSection id="settings-show-investments" title={t('account.profileInvesting.investmentsTitle')}>
        <ShowInvestmentsForm checked={me.showInvestments} />
      </SettingsSection>
      <SettingsSection
        id="settings-email"
        title={t('account.profile.changeEmail')}
        description={t('account.profile.currentEmail', { email: me.email })}
      >
        <ChangeEmailForm lastResult={resultFor('email')} />
      </SettingsSection>
    </SettingsLayout>
  );
}
