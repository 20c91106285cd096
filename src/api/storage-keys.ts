/** Where the signed-in session is kept (sessionStorage, or localStorage for "keep me signed in"). */
export const SESSION_STORAGE_KEY = 'hosting-panel.session';
