import type { ReactNode } from 'react';

/** One section of the campaign page under the tabs, named by its heading. */
export function TabPanel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="py-8">
      <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What a section says when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">{children}</p>;
}
