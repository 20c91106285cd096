import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { ensureCatalog } from '@/i18n';
import { SignInPage } from '../features/session/components/sign-in-page';
import { sessionMessages } from '../features/session/messages/catalog';
import { safeRedirect } from '../features/session/safe-redirect';

const searchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  reason: z.catch(z.optional(z.enum(['expired', 'signed-out', 'order'])), undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  loader: () => ensureCatalog(sessionMessages),
  component: SignInRoute,
});

function SignInRoute() {
  const search = Route.useSearch();
  return <SignInPage redirectTo={safeRedirect(search.redirect)} reason={search.reason} />;
}
