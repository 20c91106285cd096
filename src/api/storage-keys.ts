/** Where the signed-in session is kept (sessionStorage, or localStorage for "keep me signed in"). */
export const SESSION_STORAGE_KEY = 'hosting-panel.session';

/**
 * Drafts of what a person was writing (a ticket reply), kept in localStorage until sent, one entry per thing:
 * `hosting-panel.draft.<kind>.<id>` (`src/api/drafts.ts`). Never a key or anything of the session.
 */
export const DRAFT_STORAGE_PREFIX = 'hosting-panel.draft.';

/**
 * The colour theme chosen on this device (not per account): `light` or `dark`; absent when it follows the system's
 * setting. Read by the boot script before the first paint and by the theme switch (`src/ui/theme.ts`).
 */
export const THEME_STORAGE_KEY = 'hosting-panel.theme';

/**
 * The view bundle being replayed in this tab (sessionStorage only: gone when the tab closes), as its file's text, so
 * that a reload stays in the replay (`src/ui/replay-mode.ts`). A bundle never holds a key; the replay's session holds
 * only its stand-in. Removed when the replay ends (sign-out, "Leave the replay", "Continue in a world").
 */
export const REPLAY_STORAGE_KEY = 'hosting-panel.replay';

/** The key a replay's session holds: a stand-in, never sent (the replay answers every request itself). */
export const REPLAY_SESSION_KEY = 'replay';

/**
 * The operations this tab started, running and recent (sessionStorage: `src/ui/operations/operations-store.ts`); Home
 * lists the running ones, so its boot-drawn list (src/features/home/home-first-rows.ts) is not drawn while one runs.
 */
export const OPERATIONS_STORAGE_KEY = 'hosting-panel.operations';
