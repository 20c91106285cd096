import { createFileRoute, redirect } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { SignInPage } from '../features/session/components/sign-in-page';

const searchSchema = z.object({
  redirect: z.catch(z.optional(z.string()), undefined),
  reason: z.catch(z.optional(z.enum(['expired', 'signed-out'])), undefined),
});

export const Route = createFileRoute('/sign-in')({
  validateSearch: searchSchema,
  beforeLoad: ({ context, search }) => {
    if (context.session.isSignedIn()) throw redirect({ href: safeRedirect(search.redirect) });
  },
  component: SignInRoute,
});

/** Only same-app paths: a crafted `?redirect=https://evil` must not leave the panel. */
export function safeRedirect(target: string | undefined): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/sign-in')) return '/';
  return target;
}

function SignInRoute() {
  const search = Route.useSearch();
  return <SignInPage redirectTo={safeRedirect(search.redirect)} reason={search.reason} />;
}
