import type { ReactNode } from 'react';

/** Decorative by default: the control around an icon carries the accessible name. */
export function Icon({
  children,
  className = 'h-5 w-5',
  viewBox = '0 0 24 24',
}: {
  children: ReactNode;
  className?: string;
  viewBox?: string;
}) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox={viewBox} className={className} fill="currentColor">
      {children}
    </svg>
  );
}
