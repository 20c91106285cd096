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

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
    if (!response.ok) return { apiBaseUrl: '' };
    return runtimeConfig.parse(await response.json());
  } catch {
    return { apiBaseUrl: '' };
  }
}
