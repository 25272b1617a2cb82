import { lazy, Suspense } from 'react';

/** The login page carries the zod schemas (and zod): loaded only when someone must sign in. */
const LazyLoginPage = lazy(() => import('./LoginPage'));

export const LoginPage = () => (
  <Suspense fallback={null}>
    <LazyLoginPage />
  </Suspense>
);
