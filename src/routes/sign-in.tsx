import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog } from '@/i18n';
import { SignInPage } from '../features/session/components/sign-in-page';
import { sessionMessages } from '../features/session/messages/catalog';
import { safeRedirect } from '../features/session/safe-redirect';
import { signOutReasons } from '../features/session/session-store';

const searchSchema = z.lazy(() =>
  z.object({
    redirect: z.catch(z.optional(z.string()), undefined),
    reason: z.catch(z.optional(z.enum([...signOutReasons, 'order'])), undefined),
  }),
);

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  loader: ({ context }) => {
    // A demo build's demo (src/demo-build.d.ts): its scenarios are asked for now (the boot script has usually sent
    // that read already), never waited for: the page shows without its demo section when the mock is slow or absent.
    if (__DEMO__) {
      void import('../features/session/api/demo-queries')
        .then(({ demoQueries }) => context.queryClient.prefetchQuery(demoQueries.scenarios()))
        .catch(() => undefined);
    }
    // "Open a customer's view" has its own entry for support staff now: /support/open-view (issue 39).
    return ensureCatalog(sessionMessages);
  },
  component: SignInRoute,
});

function SignInRoute() {
  const search = Route.useSearch();
  return <SignInPage redirectTo={safeRedirect(search.redirect)} reason={search.reason} />;
}
