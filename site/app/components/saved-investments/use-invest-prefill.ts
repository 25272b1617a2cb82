import { useLocation } from '@remix-run/react';
import { useMemo } from 'react';
import { prefillOf } from '~/lib/saved-investments/prefill';

/** The invest form's first values from the page address (a saved investment's "Continue"), kept stable across renders. */
export function useInvestPrefill() {
  const { search } = useLocation();
  return useMemo(() => prefillOf(search), [search]);
}
