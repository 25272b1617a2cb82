/**
 * Minor units shown in major units when the currency's own format is unknown (a draft without a
 * currency, a code the console has not loaded): two decimals, the usual case, never "minor units".
 */
export function plainAmount(minor: number, locale: string, code?: string): string {
  const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);
  return code ? `${text} ${code}` : text;
}
