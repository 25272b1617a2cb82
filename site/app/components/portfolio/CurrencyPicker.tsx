import { Form } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { PortfolioCurrency } from '~/lib/portfolio/types';

/** The currency chooser: a plain GET form (works without scripts); the page starts again at page 1. */
export function CurrencyPicker({ currencies, current }: { currencies: PortfolioCurrency[]; current: PortfolioCurrency }) {
  const { t } = useTranslation();
  return (
    <Form method="get" className="flex items-end gap-2" data-testid="portfolio-currency">
      <label className="text-sm font-medium">
        {t('portfolio.currency.label')}
        <select name="currency" defaultValue={current.code} className="ms-2 rounded-md border border-slate-300 px-2 py-1.5">
          {currencies.map((c) => (
            <option key={c.code} value={c.code}>
              {c.code} · {c.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100">
        {t('portfolio.currency.show')}
      </button>
    </Form>
  );
}
