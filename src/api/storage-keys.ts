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
