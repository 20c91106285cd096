declare const __APP_VERSION__: string | undefined;

/** The panel's version (package.json, put in by the build): support reads it in copied details and view bundles. */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
