import { RemixBrowser } from '@remix-run/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';

// A navigation that a newer one replaces (a visitor changing filters faster than the page loads)
// is aborted on purpose. Remix's single fetch leaves the aborted request's promise unhandled, so
// the browser would report an "AbortError" for what is normal use; only that case is silenced.
window.addEventListener('unhandledrejection', (event) => {
  const reason: unknown = event.reason;
  if (reason instanceof DOMException && reason.name === 'AbortError') event.preventDefault();
});

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RemixBrowser />
    </StrictMode>,
  );
});
