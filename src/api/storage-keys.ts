/** Where the signed-in session is kept (sessionStorage, or localStorage for "keep me signed in"). */
export const SESSION_STORAGE_KEY = 'hosting-panel.session';

/**
 * Drafts of what a person was writing (a ticket reply), kept in localStorage until sent, one entry per thing:
 * `hosting-panel.draft.<kind>.<id>` (`src/api/drafts.ts`). Never a key or anything of the session.
 */
export const DRAFT_STORAGE_PREFIX = 'hosting-panel.draft.';
