import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { configureApi, isApiError } from './api/client';
import { loadRuntimeConfig } from './config';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createSessionStore } from './features/session/session-store';
import { OperationsProvider } from './ui/operations/operations-provider';
import './styles.css';

async function start() {
  const runtime = await loadRuntimeConfig();
  const queryClient = createQueryClient();
  const session = createSessionStore();
  const router = createAppRouter({ queryClient, session });

  configureApi({
    baseUrl: runtime.apiBaseUrl,
    getKey: session.getKey,
    onUnauthorized: () => {
      if (!session.isSignedIn()) return;
      session.signOut();
      queryClient.clear();
      const location = router.state.location;
      if (location.pathname !== '/sign-in') {
        void router.navigate({ to: '/sign-in', search: { redirect: location.href, reason: 'expired' } });
      }
    },
  });

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  createRoot(root, {
    // API failures caught by a route's error boundary are shown in full on screen (problem alert with the
    // request id); logging them again is noise. Anything else is a bug and stays loud.
    onCaughtError: (error, info) => {
      if (isApiError(error)) return;
      console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <OperationsProvider>
          <RouterProvider router={router} />
        </OperationsProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}

void start();
