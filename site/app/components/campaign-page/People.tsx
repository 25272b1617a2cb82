type Person = { id: number; name: string; role: string | null; kind: string | null; bio: string | null; photo: string | null };

/** Team members or lead investors: photo (or initials), name, role, short bio, each in its own direction. */
export function People({ people }: { people: Person[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2">
      {people.map((person) => (
        <li key={person.id} className="flex gap-4 rounded-lg border border-slate-200 p-4">
          {person.photo ? (
            <img src={person.photo} alt="" width={56} height={56} loading="lazy" className="h-14 w-14 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="grid h-14 w-14 shrink-0 place-items-center rounded-full bg-slate-200 font-semibold text-slate-700"
            >
              {person.name
                .split(/\s+/)
                .slice(0, 2)
                .map((w) => w.charAt(0))
                .join('')
                .toUpperCase()}
            </span>
          )}
          <div className="min-w-0">
            <p dir="auto" className="font-semibold text-slate-900">
              {person.name}
            </p>
            {person.role || person.kind ? (
              <p dir="auto" className="text-sm text-slate-700">
                {[person.role, person.kind].filter(Boolean).join(' · ')}
              </p>
            ) : null}
            {person.bio ? (
              <p dir="auto" className="mt-2 text-sm text-slate-700">
                {person.bio}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
