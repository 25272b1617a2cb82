import { messages, type TFunction } from '@cf/i18n';

/** True when the catalogue has the key (English is the fallback of every language), plural forms included. */
export function hasMessage(key: string): boolean {
  const leaf = (path: string) => {
    let node: unknown = messages.en;
    for (const part of path.split('.')) {
      if (typeof node !== 'object' || node === null || !(part in node)) return false;
      node = (node as Record<string, unknown>)[part];
    }
    return typeof node === 'string';
  };
  return leaf(key) || leaf(`${key}_other`);
}

type FormatMoney = (money: { amount: number; currency: string }) => string;

/** Money is stored as minor units and a currency (`amountMinor`, `currency`) and shown as {{amount}} in the reader's format. */
function withAmount(params: Record<string, string | number>, money?: FormatMoney): Record<string, string | number> {
  const { amountMinor, currency } = params;
  if (typeof amountMinor !== 'number' || typeof currency !== 'string') return params;
  return { ...params, amount: money ? money({ amount: amountMinor, currency }) : `${currency} ${amountMinor}` };
}

/** The currencies whose amounts a page of entries shows. */
export const currenciesOf = (entries: { params: Record<string, string | number> | null }[]) =>
  entries.flatMap((e) => (typeof e.params?.currency === 'string' && typeof e.params.amountMinor === 'number' ? [e.params.currency] : []));

const typeKey = (type: string) => type.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

/**
 * The sentence of an activity entry in the reader's language. Any module may record any key: an
 * unknown one (a module removed, a key renamed) still gives a sentence, never the raw key.
 */
export function activityText(
  t: TFunction,
  entry: { type: string; messageKey: string; params: Record<string, string | number> | null },
  money?: FormatMoney,
) {
  if (hasMessage(entry.messageKey)) return String(t(entry.messageKey, withAmount(entry.params ?? {}, money)));
  const label = hasMessage(`identity.activity.types.${typeKey(entry.type)}`)
    ? t(`identity.activity.types.${typeKey(entry.type)}`)
    : entry.type;
  return String(t('identity.activity.fallback', { type: label }));
}
