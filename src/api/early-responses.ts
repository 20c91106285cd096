/**
 * What the boot script (src/boot/boot.ts, the page's first script) hands the app: config.json and the first
 * screen's API reads, asked for while the app's scripts were still downloading. Each is taken once, and only by the
 * same request (URL, and the same key or none); what is not taken soon is dropped, so a later visit to the same list
 * never gets an old answer. The key stays inside the boot script's closure: nothing here holds it.
 */
export interface BootHandoff {
  /** config.json's body (null: missing or unreadable), once. */
  takeConfig(): Promise<unknown> | null;
  /** The early answer to a GET of `url` sent with `key` (null: without one), once. */
  takeRead(url: string, key: string | null): Promise<Response> | null;
}

/** Reads not taken after this long are dropped: the app asks again. */
export const EARLY_READ_LIFETIME_MS = 10_000;

declare global {
  interface Window {
    __hostingPanelBoot?: BootHandoff;
  }
}

function handoff(): BootHandoff | null {
  return typeof window === 'undefined' ? null : (window.__hostingPanelBoot ?? null);
}

export function takeEarlyConfig(): Promise<unknown> | null {
  return handoff()?.takeConfig() ?? null;
}

export function takeEarlyRead(url: string, key: string | null): Promise<Response> | null {
  return handoff()?.takeRead(url, key) ?? null;
}
