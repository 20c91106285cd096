import { apiBaseUrlOf } from './api/schemas/api-base-url';
import { takeEarlyConfig } from './api/early-responses';

/**
 * Runtime configuration, read from `config.json` served beside the app, so one build serves any
 * environment. A missing or broken file, or an `apiBaseUrl` that is not allowed, means "the API is on this
 * origin".
 */

export interface RuntimeConfig {
  apiBaseUrl: string;
}

/** The configuration a body of config.json gives; anything unusable means "the API is on this origin". */
export function runtimeConfigOf(body: unknown): RuntimeConfig {
  return { apiBaseUrl: apiBaseUrlOf(body) };
}

/**
 * What index.html preloads (`<link rel="preload" as="fetch" crossorigin>`). A fetch of the same URL with the same
 * mode (cors) and credentials (same-origin) takes over that preload, so the file is requested once and downloads
 * while the app's scripts do (checked in Chromium: one request, initiator `link`). No `cache` option: the preload
 * itself is made in the default cache mode, so `no-store` here would not make it any fresher, and browsers may
 * match preloads on it; freshness comes from the host's `Cache-Control: no-store` on config.json (README,
 * Deployment).
 */
export const CONFIG_URL = `${import.meta.env.BASE_URL}config.json`;

export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  // Read by the boot script already (it needs the API's base for the first screen's reads): the same answer.
  const early = takeEarlyConfig();
  if (early) return runtimeConfigOf(await early);
  try {
    const response = await fetch(CONFIG_URL);
    return runtimeConfigOf(response.ok ? await response.json() : null);
  } catch {
    return runtimeConfigOf(null);
  }
}
