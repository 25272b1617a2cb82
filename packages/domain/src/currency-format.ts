import type { CurrencyFormat } from './constants';
import { numberFormat } from './number-format';

export type CurrencyDisplay = { code: string; symbol: string; displayFormat: CurrencyFormat; decimals: number };

/**
 * EXACT: every minor unit shown ("£1,104,000.00"): detail pages, receipts, e-mails, PDFs.
 * COMPACT: a glance on a card ("£1.1M", "£350K", "£950"): Intl's compact notation from a thousand up,
 * whole amounts without ".00" below; pennies stay when there are some ("£12.50").
 */
export type MoneyForm = 'exact' | 'compact';

/** The number format of an amount's digits (one per locale and form, see number-format). */
const digitsFormat = (locale: string, decimals: number, compact: boolean): Intl.NumberFormat =>
  numberFormat(
    locale,
    compact ? { notation: 'compact', maximumFractionDigits: 1 } : { minimumFractionDigits: decimals, maximumFractionDigits: decimals },
  );

/** Letters of right-to-left scripts (Hebrew, Arabic, Syriac, Thaana, N'Ko and their presentation forms). */
const rightToLeftLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** Whether a text holds a right-to-left word (an Arabic compact amount: "350 ألف"). */
export const hasRightToLeftLetters = (text: string) => rightToLeftLetter.test(text);

/** The digits, split where a symbol written after them goes: "1.1" | " مليون" (the word stays after the symbol). */
function digits(major: number, decimals: number, locale: string, form: MoneyForm): [string, string] {
  if (form === 'exact') return [digitsFormat(locale, decimals, false).format(major), ''];
  if (major < 1000) return [digitsFormat(locale, Number.isInteger(major) ? 0 : decimals, false).format(major), ''];
  const parts = digitsFormat(locale, decimals, true).formatToParts(major);
  const whole = parts.map((p) => p.value).join('');
  if (!hasRightToLeftLetters(whole)) return [whole, ''];
  // A right-to-left word is read after the number, so a symbol set after the digits stays on them, not beyond the word.
  const lastDigit = parts.findLastIndex((p) => ['integer', 'group', 'decimal', 'fraction'].includes(p.type));
  const join = (list: Intl.NumberFormatPart[]) => list.map((p) => p.value).join('');
  return [join(parts.slice(0, lastDigit + 1)), join(parts.slice(lastDigit + 1))];
}

/**
 * An amount in three parts: a code set before it, the amount itself (sign, digits, symbol and any
 * compact word), a code set after it. The site lays the middle out in the reader's order when it
 * holds a right-to-left word, keeping the code on the side the operator chose (components/money).
 */
export type MoneyParts = { start: string; amount: string; end: string };

/**
 * Formats an integer amount in minor units with the currency's display format (symbol or code, left
 * or right, as the operator set it); digits and grouping come from Intl for the page's language.
 * "Left" and "right" are visual: the site shows the result in an isolate (components/money), so an
 * Arabic page shows "£350,000.00" exactly as an English one. Money is never a float in storage; only
 * this display step divides.
 */
export function formatMoneyParts(minor: number, currency: CurrencyDisplay, locale = 'en', form: MoneyForm = 'exact'): MoneyParts {
  const major = Math.abs(minor) / 10 ** currency.decimals;
  const [number, word] = digits(major, currency.decimals, locale, form);
  // The sign leads the whole amount ("-$2.50", "-USD 2.50"), never sits between symbol and digits.
  const sign = minor < 0 ? '-' : '';
  const { code, symbol } = currency;
  switch (currency.displayFormat) {
    case 'leftCode':
      return { start: `${sign}${code}`, amount: `${number}${word}`, end: '' };
    case 'leftSpaceCode':
      return { start: `${sign}${code} `, amount: `${number}${word}`, end: '' };
    case 'rightCode':
      return { start: '', amount: `${sign}${number}${word}`, end: code };
    case 'rightSpaceCode':
      return { start: '', amount: `${sign}${number}${word}`, end: ` ${code}` };
    case 'leftSymbol':
      return { start: '', amount: `${sign}${symbol}${number}${word}`, end: '' };
    case 'rightSymbol':
      return { start: '', amount: `${sign}${number}${symbol}${word}`, end: '' };
  }
}

/** The amount as one text (e-mails, PDFs, titles): exact unless a card asks for compact. */
export function formatMoney(minor: number, currency: CurrencyDisplay, locale = 'en', form: MoneyForm = 'exact'): string {
  const { start, amount, end } = formatMoneyParts(minor, currency, locale, form);
  return `${start}${amount}${end}`;
}
