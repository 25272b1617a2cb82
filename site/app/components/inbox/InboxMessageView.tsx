import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '~/lib/account/types';

/**
 * One e-mail, shown as its text version: the HTML of an e-mail never enters the page. Links in
 * the text stay plain text too (the user can copy them); nothing in it runs or loads.
 */
export function InboxMessageView({ message, when }: { message: InboxMessage; when: string }) {
  const { t } = useTranslation();
  return (
    <article className="rounded-lg border border-slate-200">
      <header className="border-b border-slate-200 p-4">
        <h1 className="text-2xl font-bold tracking-tight">{message.subject}</h1>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={message.createdAt}>{when}</time>
        </p>
      </header>
      <pre className="whitespace-pre-wrap break-words p-4 font-sans text-slate-900">{message.text}</pre>
      <footer className="border-t border-slate-200 p-4">
        <Link to="/inbox" className="font-semibold text-primary underline">
          {t('account.inbox.back')}
        </Link>
      </footer>
    </article>
  );
}
