import type { ReactNode } from 'react';
import { primaryButton } from '../header/styles';

/** A submit button that says it is busy while the form is on its way. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" aria-disabled={busy || undefined} className={`${primaryButton} aria-disabled:opacity-70`}>
      {children}
    </button>
  );
}
