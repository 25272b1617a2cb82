import { useFetcher } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { primaryButton } from '../header/styles';

const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-slate-400 bg-white px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/**
 * Follow / unfollow as a POST form (works without scripts). A visitor's click reaches the guard,
 * which sends them to login and back to this profile.
 */
export function FollowButton({ userId, following, name }: { userId: string; following: boolean; name: string }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ error: string | null; following: boolean | null }>();
  const pending = fetcher.formData?.get('intent');
  const shown = pending ? pending === 'follow' : following;
  const error = fetcher.state === 'idle' ? fetcher.data?.error : null;
  return (
    <fetcher.Form method="post" className="flex flex-col items-start gap-2">
      <input type="hidden" name="userId" value={userId} />
      <input type="hidden" name="intent" value={shown ? 'unfollow' : 'follow'} />
      <button type="submit" className={shown ? secondaryButton : primaryButton}>
        {shown ? t('account.publicProfile.unfollow') : t('account.publicProfile.follow')}
        <span className="sr-only"> {name}</span>
      </button>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
