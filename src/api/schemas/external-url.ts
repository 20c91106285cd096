import * as z from 'zod/mini';

/**
 * The address of a link that leaves the panel (a payment page, the hosting control panel): an absolute `https:`
 * URL, normalised, or `null`. Not `http:` (a payment or sign-in page read or changed on the way), not `javascript:`
 * or `data:` (script in the panel's origin), not a relative path (the panel's own origin), and not one with a
 * user name or password in it (`https://pay.example@elsewhere.example/` goes to `elsewhere.example`). The one
 * rule for every external link (ledger: "External links"); `ExternalLink` (src/ui) renders with it.
 */
export function httpsUrl(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.href;
}

/** A response field that becomes an external link: only what `httpsUrl` accepts (wrap it in `z.catch` → null). */
export const externalUrl = z
  .string()
  .check(z.refine<string>((value) => httpsUrl(value) !== null, 'Expected an absolute https address.'));
