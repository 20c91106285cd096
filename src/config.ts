import * as z from 'zod/mini';

/**
 * Runtime configuration, read from `config.json` served beside the app, so one build serves any
 * environment. A missing or broken file means "the API is on this origin".
 */
const runtimeConfig = z.object({
  apiBaseUrl: z.catch(
    z
      .string()
      .check(
        z.refine(
          (v) => v === '' || /^https?:\/\//i.test(v) || v.startsWith('/'),
          'apiBaseUrl must be empty, a path or an http(s) URL',
        ),
      ),
    '',
  ),
});
export type RuntimeConfig = z.infer<typeof runtimeConfig>;

const sameOrigin: RuntimeConfig = { apiBaseUrl: '' };

declare global {
  interface Window {
    /**
     * config.json's body (null when missing or broken), requested by an inline script in index.html so it
     * downloads while the app's scripts do, instead of after they have run.
     */
    __hostingPanelConfig?: Promise<unknown>;
  }
}

async function fetchConfigJson(): Promise<unknown> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  return response.ok ? response.json() : null;
}

/**
 * The first call takes the request index.html started; later calls (and pages without that script, like
 * tests) fetch the file themselves.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const early = window.__hostingPanelConfig;
  delete window.__hostingPanelConfig;
  try {
    const parsed = runtimeConfig.safeParse(await (early ?? fetchConfigJson()));
    return parsed.success ? parsed.data : sameOrigin;
  } catch {
    return sameOrigin;
  }
}
