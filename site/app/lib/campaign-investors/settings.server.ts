import type { AppLoadContext } from '@remix-run/node';
import type { AccountApi } from '../account/api.server';
import type { OwnProfile } from '../account/types';
import { failureOf, isOk } from '../api.server';
import { redirectWithToast } from '../session.server';

/**
 * The profile settings' "show my investments" switch: PATCH /users/updateMe with the profile as it
 * is now and the new choice (an unticked checkbox sends nothing, so absent means off).
 */
export async function showInvestmentsAction(api: AccountApi, request: Request, context: AppLoadContext, formData: FormData) {
  const me = await api.get<OwnProfile>('/users/me/profile');
  if (!me) throw new Response(null, { status: 404 });
  const res = await api.send('PATCH', '/users/updateMe', {
    firstName: me.firstName,
    lastName: me.lastName,
    slug: me.slug,
    showInvestments: formData.get('showInvestments') === 'on',
  });
  const toast = isOk(res)
    ? { type: 'success' as const, key: 'account.profile.saved' }
    : { type: 'error' as const, text: failureOf(res).message };
  return redirectWithToast(request, context, '/settings/profile', toast);
}
