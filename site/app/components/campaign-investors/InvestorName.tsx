import { Link } from '@remix-run/react';
import type { PublicInvestor } from '~/lib/campaign-investors/types';
import { Avatar } from '../profile/Avatar';

/** An investor's photo and name (in its own direction) linking to their profile, or the masked name with no link. */
export function InvestorName({ investor }: { investor: Pick<PublicInvestor, 'name' | 'person'> }) {
  const { person } = investor;
  return (
    <span className="flex min-w-0 items-center gap-3">
      {person ? (
        <Avatar photo={person.photo} firstName={person.firstName} lastName={person.lastName} />
      ) : (
        <span aria-hidden="true" className="grid h-12 w-12 shrink-0 place-items-center rounded-full bg-slate-200 text-lg text-slate-700">
          ?
        </span>
      )}
      {person ? (
        <Link to={`/profile/${encodeURIComponent(person.slug)}`} dir="auto" className="truncate font-semibold text-primary hover:underline">
          {investor.name}
        </Link>
      ) : (
        <span dir="auto" className="truncate font-semibold text-slate-800">
          {investor.name}
        </span>
      )}
    </span>
  );
}
