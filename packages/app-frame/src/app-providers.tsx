import { lazy, StrictMode, Suspense, useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';

// Toasts only ever follow an action, so their code loads after the page is up, off the first paint.
const TranslatedToaster = lazy(() => import('./translated-toaster.js'));

function DeferredToaster() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? (
    <Suspense fallback={null}>
      <TranslatedToaster />
    </Suspense>
  ) : null;
}

/** What surrounds every app, in the browser and in the server render alike (hydration needs the same tree). */
export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        {children}
        <DeferredToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
