import { useMemo } from 'react';

export type Choice = { id: string; name: string };

/**
 * Choices for a fixed list of values; names are i18n keys (console.choices.<group>.<value>)
 * that react-admin's choice inputs translate.
 */
export function useChoices(group: string, values: readonly string[]): Choice[] {
  return useMemo(() => values.map((id) => ({ id, name: `console.choices.${group}.${id}` })), [group, values]);
}
