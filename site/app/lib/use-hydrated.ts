import { useEffect, useState } from 'react';

/** False during the server render and the first browser render, true once scripts run. */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
