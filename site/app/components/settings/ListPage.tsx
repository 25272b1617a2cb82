import type { ReactNode } from 'react';
import { Pagination } from './Pagination';

/** An account page that is one paged list: its heading, a sentence about it, the list, the pages. */
export function ListPage({
  title,
  intro,
  page,
  limit,
  total,
  children,
}: {
  title: string;
  intro: string;
  page: number;
  limit: number;
  total: number;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-8">{children}</div>
      <Pagination page={page} limit={limit} total={total} />
    </div>
  );
}
