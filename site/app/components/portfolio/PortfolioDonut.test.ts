import { messages } from '@cf/i18n';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '~/lib/i18n';
import type { PortfolioSlice } from '~/lib/portfolio/types';
import { PortfolioDonut } from './PortfolioDonut';

const USD = { id: 1, name: 'US Dollar', code: 'USD', symbol: '$', displayFormat: 'leftSymbol' as const, decimals: 2 };

/** n campaigns of $100 each: equal shares that sum to 10,000 basis points. */
function slicesOf(n: number): PortfolioSlice[] {
  return Array.from({ length: n }, (_, i) => ({
    currencyCode: 'USD',
    campaignId: i + 1,
    campaignName: `Campaign ${i + 1}`,
    amount: 100_00,
    shareBps: Math.floor(10_000 / n) + (i === 0 ? 10_000 % n : 0),
  }));
}

function render(slices: PortfolioSlice[], lang = 'en') {
  const i18n = createI18n(lang, messages[lang as 'en'] as never);
  const html = renderToStaticMarkup(
    createElement(I18nextProvider, { i18n }, createElement(PortfolioDonut, { slices, currency: USD, lang, dir: 'ltr' })),
  );
  const rows = [...html.matchAll(/<tr class="border-b border-slate-100">([\s\S]*?)<\/tr>/g)].map((m) => m[1]!.replace(/<[^>]+>/g, ''));
  const strokes = [...html.matchAll(/<circle[^>]* stroke="(#[0-9a-f]{6})"[^>]*stroke-dasharray/g)].map((m) => m[1]!);
  return { rows, strokes };
}

describe('the portfolio ring', () => {
  it('names nine campaigns one by one, each in its own colour', () => {
    const { rows, strokes } = render(slicesOf(9));
    expect(rows).toHaveLength(9);
    expect(new Set(strokes).size).toBe(9);
  });

  it('with two hundred campaigns: the eight largest, then the others as one slice, in its own colour', () => {
    const { rows, strokes } = render(slicesOf(200));
    expect(rows).toHaveLength(9);
    expect(rows[0]).toBe('Campaign 1$100.000.5%');
    expect(rows[8]).toBe('Other (192 campaigns)$19,200.0096%');
    expect(strokes).toHaveLength(9);
    expect(new Set(strokes).size).toBe(9);
  });

  it('says how many others in Arabic plural forms', () => {
    expect(render(slicesOf(11), 'ar').rows[8]).toContain('أخرى (3 حملات)');
  });
});
