import { REPAYMENT_REFRESH_MS } from '@cf/domain/repayments';
import { useRevalidator } from '@remix-run/react';
import { useEffect, useRef, useState } from 'react';

const EVERY_MS = 1_000;

/**
 * Spec §4: after a repayment action the page waits for the record to update. While `waiting`, the
 * page's data is read again every second (never a blind sleep) for up to REPAYMENT_REFRESH_MS; it
 * stops as soon as the record has moved on, and says so when it has not by then.
 */
export function useWaitForRecord(waiting: boolean): { gaveUp: boolean } {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  latest.current = revalidator;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!waiting) return undefined;
    setGaveUp(false);
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started >= REPAYMENT_REFRESH_MS) {
        clearInterval(timer);
        setGaveUp(true);
      } else if (latest.current.state === 'idle') latest.current.revalidate();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  return { gaveUp };
}
