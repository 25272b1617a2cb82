/** Shared class lists of the header's links, so the desktop and mobile menus look alike. */
export const navLink =
  'block rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-primary aria-[current=page]:underline underline-offset-4';

export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-semibold text-on-primary shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

export const summaryReset = 'cursor-pointer list-none [&::-webkit-details-marker]:hidden';
