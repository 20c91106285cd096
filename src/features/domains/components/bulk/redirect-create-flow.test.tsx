import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRouteWithContext, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { configureApi, getApiConfig } from '@/api/client';
import { OperationsProvider } from '@/ui/operations/operations-provider';
import { createOperationsStore } from '@/ui/operations/operations-store';
import { clickTwiceInOneTick } from '@/test/double-submit';
import { createWorld, routeApiToMock } from '@/test/render-route';
import type { DomainRef } from '@/features/domains/api/domain-selection';
import { RedirectCreateFlow } from './redirect-create-flow';
import { DEMO_DOMAINS } from '@/mock/scenarios/demo/ids';

const domains: DomainRef[] = [DEMO_DOMAINS.se, DEMO_DOMAINS.com];

/** The flow alone, inside what the app gives it: a router with the session, queries and the operations tracker. */
async function renderFlow(options: { refuseWith?: unknown; acceptWith?: unknown } = {}) {
  const world = await createWorld({ jobDurationMs: 600_000 });
  routeApiToMock({ getKey: () => world.keys.full });
  const toMock = getApiConfig().fetch;
  const sent: unknown[] = [];
  const fetched: string[] = [];
  configureApi({
    fetch: async (input, init) => {
      fetched.push(String(input));
      if (String(input).endsWith('/bulk/redirects')) {
        sent.push(JSON.parse(String(init?.body)));
        if (options.refuseWith) {
          return new Response(JSON.stringify(options.refuseWith), {
            status: 400,
            headers: { 'Content-Type': 'application/problem+json' },
          });
        }
        if (options.acceptWith) return Response.json(options.acceptWith, { status: 202 });
      }
      if (!toMock) throw new Error('no mock');
      return toMock(input, init);
    },
  });
  const signedIn = { scopes: null };
  const session = { get: () => signedIn, subscribe: () => () => {} };
  const rootRoute = createRootRouteWithContext<{ session: typeof session }>()({
    component: () => (
      <Suspense fallback={null}>
        <RedirectCreateFlow domains={domains} onSendingChange={() => {}} onSent={() => {}} />
      </Suspense>
    ),
  });
  const router = createRouter({
    routeTree: rootRoute,
    context: { session },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <OperationsProvider store={createOperationsStore(null)}>
        <RouterProvider router={router} />
      </OperationsProvider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), sent, fetched };
}

describe('RedirectCreateFlow', () => {
  it('previews the template per domain and sends one request for two clicks in one tick', async () => {
    const { user, sent } = await renderFlow();
    const target = await screen.findByLabelText('Destination URL');
    await user.clear(screen.getByLabelText('Source URL or path'));
    await user.type(screen.getByLabelText('Source URL or path'), 'https://{{domain}/old');
    await user.type(target, 'https://example.com/{{domain}');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview).toHaveTextContent('https://nordlicht.se/old redirects to https://example.com/nordlicht.se');
    // Issue 16: two clicks before React re-renders the form as sending; one request all the same.
    clickTwiceInOneTick(screen.getByRole('button', { name: 'Create redirects' }));
    const table = await screen.findByRole('table', { name: 'What happened to each selected domain' });
    await waitFor(() => expect(within(table).getAllByText('Queued')).toHaveLength(2));
    expect(sent).toEqual([
      {
        action: 'create',
        domainNames: ['nordlicht.se', 'nordlicht.com'],
        redirect: {
          sourceUrl: 'https://{domain}/old',
          targetUrl: 'https://example.com/{domain}',
          statusCode: 301,
          redirectScope: 'exact',
          preserveQueryString: false,
          preservePathSuffix: false,
        },
      },
    ]);
  });

  it('puts a server field error on its field and keeps what was typed', async () => {
    const { user } = await renderFlow({
      refuseWith: {
        type: 'https://errors.example/invalid_request',
        title: 'Invalid request',
        status: 400,
        code: 'invalid_request',
        detail: 'The request body is invalid.',
        requestId: 'req_test1',
        errors: [{ pointer: '/redirect/targetUrl', code: 'invalid_request', detail: 'The target loops back.' }],
      },
    });
    const target = await screen.findByLabelText('Destination URL');
    await user.type(target, 'https://nordlicht.se/');
    await user.type(screen.getByLabelText('Description (optional)'), 'Loop');
    await user.click(screen.getByRole('button', { name: 'Create redirects' }));
    // On the field itself (the same words are under the outcomes' "Details for support" too).
    await waitFor(() => expect(screen.getByLabelText('Destination URL')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Destination URL')).toHaveAccessibleDescription(/The target loops back\./);
    expect(screen.getByLabelText('Destination URL')).toHaveValue('https://nordlicht.se/');
    expect(screen.getByLabelText('Description (optional)')).toHaveValue('Loop');
    expect(screen.getByRole('alert')).toHaveTextContent('req_test1');
  });

  it('shows a 202 without a poll URL as accepted, not as an error, and never polls', async () => {
    const { user, sent, fetched } = await renderFlow({
      acceptWith: { operation: { status: 'queued', jobId: 'dbj_nopoll' }, action: 'create', domainsQueued: 2 },
    });
    await user.type(await screen.findByLabelText('Destination URL'), 'https://example.com/');
    await user.click(screen.getByRole('button', { name: 'Create redirects' }));
    const table = await screen.findByRole('table', { name: 'What happened to each selected domain' });
    await waitFor(() => expect(within(table).getAllByText('Queued')).toHaveLength(2));
    expect(within(table).getAllByText(/Its progress cannot be followed here/)).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(within(table).queryByText('Failed')).toBeNull();
    expect(sent).toHaveLength(1);
    expect(fetched.filter((url) => url.includes('/api/jobs/'))).toEqual([]);
  });
});
