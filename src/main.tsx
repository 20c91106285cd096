import { StrictMode } from 'react';
import { configureApi } from './api/client';
import { REPLAY_SESSION_KEY } from './api/storage-keys';
import { AppRoot, onCaughtError } from './app/app-root';
import { signOut } from './app/session';
import { showBootFailure } from './boot/boot-failure';
import { loadRuntimeConfig } from './config';
import { createSessionStore, signOutReasonOf } from './features/session/session-store';
import { startI18n } from './i18n';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { createOperationsStore } from './ui/operations/operations-store';
import { keptReplay } from './ui/replay-mode';
import './styles.css';
// After styles.css: the shell's styles (and the static frame's, which borrows them) override the base ones.
import './boot/static-shell.css';
// The kit's stylesheets, in the first stylesheet after the shell's (ui/kit-styles.ts).
import './ui/kit-styles';
// The stylesheets of the screens drawn at build time into the static frame (src/boot/prerender.tsx), in the first
// stylesheet (after the kit's, as their own chunks came) so that the frame's copy looks as the screen will. Their components import them too: the build keeps one.
import '@/features/session/sign-in.css';
import '@/features/catalog/catalog.css';
import '@/features/billing/billing.css';
// Home's frame (its heading and "Checking your services…") painted without it and moved 8 px when the boot script
// applied it to draw the list (CLS 0.002, npm run bench).
import '@/features/home/home.css';

/**
 * React DOM is needed only for the first render, after the runtime config, the words and the first screen's code
 * and data are in: in a chunk of its own (vite.config.ts), asked for beside the entry by the boot script, so the
 * entry arrives sooner and everything before the render (the router's first load, reading the early answers) runs
 * while React DOM is still downloading.
 */
const reactDom = import('react-dom/client');
// Awaited in start(), which says a failure; not an unhandled rejection meanwhile.
reactDom.catch(() => undefined);

async function start() {
  // The words of the first screen (core catalog, in the detected language) load beside the runtime config:
  // nothing renders before both, so no screen waits for its words (src/i18n/README.md).
  const [runtime] = await Promise.all([loadRuntimeConfig(), startI18n()]);
  const session = createSessionStore({ apiBaseUrl: runtime.apiBaseUrl });
  // A link opened in a new tab: the open tabs hand their session over (ledger "New tabs"); none within 300 ms, sign-in.
  if (!session.isSignedIn() && keptReplay.load() === null) await session.askOpenTabs();
  session.answerNewTabs();
  const router = createAppRouter({
    queryClient: createQueryClient(),
    session,
    operations: createOperationsStore(),
  });

  configureApi({
    baseUrl: runtime.apiBaseUrl,
    getKey: session.getKey,
    // The same sign-out as the header's button, with the way back for after the next sign-in.
    // A key revoked, expired or replaced says so (its 401's code): the sign-in page tells why.
    onUnauthorized: (code) => void signOut(router, signOutReasonOf(code)),
  });
  // A sign-out in another tab of this browser (ledger: "Sign-out across tabs"): the same sign-out here, not sent on.
  session.followOtherTabs((reason) => void signOut(router, reason, 'other-tab'));
  // A reload in a replay of a customer's view stays in it (the tab kept the bundle): replayed again before the first
  // screen asks anything. Its code loads only then. A replay the tab could not keep ends here, its stand-in session
  // with it (never sent): this tab only, as a reload is.
  if (keptReplay.load() !== null || session.getKey() === REPLAY_SESSION_KEY) {
    const resumed = await import('./features/sharing/replay')
      .then(({ resumeReplay }) => resumeReplay(router.options.context))
      .catch(() => false);
    if (!resumed) {
      keptReplay.clear();
      if (session.getKey() === REPLAY_SESSION_KEY) session.signOut('signed-out', 'other-tab');
    }
  }

  // The first screen is loaded (its code, words and data) before React's first render replaces the static frame
  // index.html painted: the frame stays until the real screen takes its place, never an empty page in between.
  // A failure here is the route's own error screen, rendered like any other.
  await router.load().catch(() => undefined);

  const root = document.getElementById('root');
  if (!root) throw new Error('Missing #root element');
  const { createRoot } = await reactDom;
  createRoot(root, { onCaughtError }).render(
    <StrictMode>
      <AppRoot router={router} />
    </StrictMode>,
  );
}

// A chunk start() needs that did not load (React DOM, the core words), or any other failure before the first render:
// the static frame says so with a Reload button (src/boot/boot-failure.ts), never "Loading…" for ever.
start().catch((error: unknown) => {
  console.error('The app could not start', error);
  showBootFailure();
});
