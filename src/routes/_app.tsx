import { createFileRoute, redirect } from '@tanstack/react-router';
import { AppShell } from '@/app/app-shell';
import { ensureCatalog, scopeMessages } from '@/i18n';
import { scopeWordsNeeded } from '@/ui/scope-areas';

export const Route = createFileRoute('/_app')({
  beforeLoad: ({ context, location }) => {
    if (!context.session.isSignedIn()) {
      // A navigation that races a 401's sign-out (a click on a link whose preload got the 401) still says why.
      const reason = context.session.endedBecause() === 'expired' ? 'expired' : undefined;
      throw redirect({ to: '/sign-in', search: { redirect: location.href, reason } });
    }
  },
  // The scope gate's words, before the first render, for a key that lacks a scope (the others never download them).
  loader: ({ context }) =>
    scopeWordsNeeded(context.session.get()?.scopes ?? null) ? ensureCatalog(scopeMessages) : undefined,
  component: AppShell,
});
