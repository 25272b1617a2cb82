import type { SubmissionResult } from '@conform-to/react';
import { useActionData } from '@remix-run/react';

type Answer = { intent?: string; itemId?: number; result?: SubmissionResult<string[]> } | null | undefined;

/**
 * The answer of the form that was sent, for that form only: pages with several forms (and lists of
 * items, each with its own edit form) pick theirs by intent and item id.
 */
export function useResults() {
  const data = useActionData() as Answer;
  return (intent: string, itemId?: number): SubmissionResult<string[]> | undefined => {
    if (!data || data.intent !== intent) return undefined;
    if (itemId !== undefined && data.itemId !== itemId) return undefined;
    return data.result;
  };
}
