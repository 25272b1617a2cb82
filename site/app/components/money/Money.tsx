import { hasRightToLeftLetters } from '@cf/domain/currency-format';
import { type MoneyCurrency, type MoneyForm, moneyParts } from './money-text';

type Props = {
  minor: number | null | undefined;
  currency: MoneyCurrency | null | undefined;
  lang: string;
  /** Cards: compact ("£1.1M"); everywhere else exact. */
  form?: MoneyForm;
  className?: string;
};

/**
 * The one way the site renders money: the currency's display format in a left-to-right isolate, so
 * an Arabic page shows "£350,000.00" and "AED 666,000.00" exactly as an English one (no sign or
 * code jumping to the other side). A compact amount with a right-to-left word ("£350 ألف") keeps
 * the code on its chosen side while the digits and word inside read right to left: number, then word.
 */
export function Money({ minor, currency, lang, form = 'exact', className }: Props) {
  const classes = `whitespace-nowrap ${className ?? ''}`.trim();
  if (minor === null || minor === undefined) {
    return (
      <bdi dir="ltr" data-money="" className={classes}>
        —
      </bdi>
    );
  }
  const { start, amount, end } = moneyParts(minor, currency, lang, form);
  return (
    <bdi dir="ltr" data-money="" className={classes}>
      {start}
      {hasRightToLeftLetters(amount) ? <bdi dir="rtl">{amount}</bdi> : amount}
      {end}
    </bdi>
  );
}
