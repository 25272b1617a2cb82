import { teamInviteAcceptInput } from '@cf/domain/schemas/campaigns';
import { getT } from '@cf/i18n';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { Form, type MetaFunction, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '~/components/form/Field';
import { primaryButton } from '~/components/header/styles';
import { dataOf, failureOf, isOk } from '~/lib/api.server';
import { ownerApi, toastRedirect } from '~/lib/campaigns-owner/api.server';
import { ownerMessages } from '~/lib/campaigns-owner/wizard.server';
import { siteMeta } from '~/lib/meta';
import { usePageMessages } from '~/lib/use-page-messages';

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => siteMeta(matches, { title: data?.title });

/**
 * The link of a team invitation (`/team-invite?token=`). Signing in comes first (the guard brings
 * the visitor back here with the token); accepting is a POST, never a side effect of opening a link.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await ownerApi(request, context);
  const token = new URL(request.url).searchParams.get('token') ?? '';
  return {
    token,
    email: api.user.email,
    title: String(getT(api.lang)('wizard.teamInvite.title')),
    messages: ownerMessages(api.lang),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await ownerApi(request, context);
  const parsed = teamInviteAcceptInput.safeParse({ token: (await request.formData()).get('token') });
  if (!parsed.success) return { error: String(getT(api.lang)('campaigns.team.inviteInvalid')) };
  const res = await api.send('POST', '/campaigns/team-invites/accept', parsed.data);
  if (isOk(res)) {
    const { campaign } = dataOf<{ campaign: string }>(res);
    return toastRedirect(api, '/dashboard', 'success', 'campaigns.team.accepted', { campaign });
  }
  const failure = failureOf(res);
  return { error: failure.fieldErrors.token?.[0] ?? failure.message };
}

export default function TeamInvite() {
  const { t } = useTranslation();
  const { token, email, messages } = useLoaderData<typeof loader>();
  usePageMessages(messages);
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t('wizard.teamInvite.title')}</h1>
      <p className="mt-3 text-slate-700">{t('wizard.teamInvite.intro', { email })}</p>
      <Form method="post" className="mt-6 space-y-4">
        <FormErrors id="team-invite-errors" errors={answer?.error ? [answer.error] : undefined} />
        {token ? (
          <>
            <input type="hidden" name="token" value={token} />
            <button type="submit" aria-disabled={busy || undefined} className={`${primaryButton} aria-disabled:opacity-70`}>
              {t('wizard.teamInvite.accept')}
            </button>
          </>
        ) : (
          <p className="text-slate-800">{t('campaigns.team.inviteInvalid')}</p>
        )}
      </Form>
    </div>
  );
}
