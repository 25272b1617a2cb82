import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { NetworkUser, Paged, ProfileLinks, PublicProfile } from '~/lib/account/types';
import { primaryButton } from '../header/styles';
import { Avatar } from './Avatar';
import { FollowButton } from './FollowButton';
import { NetworkList } from './NetworkList';
import type { AccountPick } from '~/lib/account-messages';

/** The profile, its follow button and network lists (with their pager): the `account`/`auth` sections each route rendering this component requests (accountMessages). */
export const PROFILE_VIEW_MESSAGES = { account: ['profile', 'publicProfile', 'settings'] } as const satisfies AccountPick;

const LINK_ORDER: (keyof ProfileLinks)[] = ['website', 'facebook', 'twitter', 'linkedin', 'youtube'];
const editLink =
  'inline-flex items-center rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';

type Props = {
  profile: PublicProfile;
  followers: Paged<NetworkUser>;
  following: Paged<NetworkUser>;
  params: { followers: string; following: string };
};

/** A person's page: cover, photo, name, description, outside links, follow button and networks. */
export function ProfileView({ profile, followers, following, params }: Props) {
  const { t } = useTranslation();
  const name = `${profile.firstName} ${profile.lastName}`;
  const links = LINK_ORDER.map((key) => [key, profile.links?.[key]] as const).filter((entry): entry is [keyof ProfileLinks, string] =>
    Boolean(entry[1]),
  );
  return (
    <article className="mx-auto max-w-5xl px-4 pb-12">
      <div className="h-40 overflow-hidden rounded-b-lg bg-slate-200 sm:h-56">
        {profile.coverPhoto ? (
          <img src={profile.coverPhoto} alt="" className="h-full w-full object-cover" width={1350} height={400} />
        ) : null}
      </div>
      <div className="-mt-14 flex flex-wrap items-end gap-4 px-2">
        <span className="rounded-full border-4 border-white bg-white">
          <Avatar photo={profile.photo} firstName={profile.firstName} lastName={profile.lastName} size="lg" />
        </span>
        <div className="min-w-0 flex-1 pb-2">
          <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
          <p className="mt-1 text-sm text-slate-700">
            {t('account.publicProfile.counts', { followers: profile.followers, following: profile.following })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2 pb-2">
          {profile.isSelf ? (
            <>
              <Link to="/settings/profile" className={primaryButton}>
                {t('account.profile.edit')}
              </Link>
              <Link to="/settings/outside-links" className={editLink}>
                {t('account.profile.editLinks')}
              </Link>
            </>
          ) : (
            <FollowButton userId={profile.id} following={profile.isFollowing} name={name} />
          )}
        </div>
      </div>

      <div className="mt-8 grid gap-10 md:grid-cols-[2fr_3fr]">
        <section aria-labelledby="profile-about">
          <h2 id="profile-about" className="text-lg font-semibold">
            {t('account.publicProfile.about')}
          </h2>
          {profile.description ? (
            <p className="mt-3 whitespace-pre-line text-slate-800">{profile.description}</p>
          ) : (
            <p className="mt-3 text-sm text-slate-600">{t('account.publicProfile.noDescription')}</p>
          )}
          {links.length > 0 ? (
            <>
              <h3 className="mt-6 text-base font-semibold">{t('account.publicProfile.links')}</h3>
              <ul className="mt-2 space-y-1">
                {links.map(([key, url]) => (
                  <li key={key}>
                    <a href={url} target="_blank" rel="noopener noreferrer nofollow ugc" className="text-primary underline">
                      {t(`account.profile.links.${key}`)}
                      <span className="sr-only"> {t('site.newTab')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        <div className="space-y-10">
          <NetworkList type="followers" data={followers} param={params.followers} profileId={profile.id} />
          <NetworkList type="following" data={following} param={params.following} profileId={profile.id} />
        </div>
      </div>
    </article>
  );
}
