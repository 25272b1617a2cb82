import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';

/** Hide or show the investor's name on the campaign's public investors list: a plain form post (no script needed). */
export function AnonymousForm({ anonymous, saved }: { anonymous: boolean; saved: boolean }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="investment-privacy-heading" className="rounded-lg border border-slate-200 p-6">
      <h2 id="investment-privacy-heading" className="text-lg font-semibold">
        {t('portfolio.anonymous.heading')}
      </h2>
      <Form method="post" className="mt-3 space-y-3" data-testid="anonymous-form">
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" name="anonymous" defaultChecked={anonymous} className="mt-0.5 h-4 w-4" aria-describedby="anonymous-hint" />
          <span className="font-medium">{t('portfolio.anonymous.label')}</span>
        </label>
        <p id="anonymous-hint" className="text-sm text-slate-600">
          {t('portfolio.anonymous.hint')}
        </p>
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100">
          {t('portfolio.anonymous.save')}
        </button>
        <p role="status" className="text-sm text-emerald-800">
          {saved ? t('portfolio.anonymous.saved') : ''}
        </p>
      </Form>
    </section>
  );
}
