import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { Person } from '~/lib/campaigns-owner/types';

/** A user with their photo (or initials) linking to their public profile, and what to say beside them. */
export function PersonRow({ person, children }: { person: Person | null; children?: ReactNode }) {
  const name = person ? `${person.firstName} ${person.lastName}`.trim() : '—';
  const initials = person ? `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase() : '?';
  return (
    <div className="flex min-w-0 items-center gap-3">
      {person?.photo ? (
        <img src={person.photo} alt="" className="h-10 w-10 shrink-0 rounded-full object-cover" />
      ) : (
        <span
          aria-hidden="true"
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-slate-200 text-sm font-semibold text-slate-800"
        >
          {initials}
        </span>
      )}
      <div className="min-w-0">
        {person ? (
          <Link to={`/profile/${person.slug}`} className="font-medium text-slate-900 hover:underline">
            {name}
          </Link>
        ) : (
          <span className="font-medium text-slate-900">{name}</span>
        )}
        {children ? <div className="text-sm text-slate-700">{children}</div> : null}
      </div>
    </div>
  );
}
