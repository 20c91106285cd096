import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { MockContext } from './http';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A text as HTML: the five characters that could start markup or end an attribute, escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * One of the mock's own HTML pages (the payment provider's and the e-ID provider's stand-ins, the outbox): plain
 * HTML, no script, never stored, and a Content-Security-Policy that allows nothing but its inline style and, when it
 * has forms, their targets (`formTargets`: its own origin and these; absent, no form may send anything).
 */
export function htmlPage(
  c: MockContext,
  options: {
    /** The whole title, as text (escaped here). */
    title: string;
    style: string;
    /** Already escaped HTML, inside `<main>`. */
    main: string;
    status?: ContentfulStatusCode;
    formTargets?: readonly string[];
  },
): Response {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(options.title)}</title>
<style>${options.style}</style>
</head>
<body>
<main>
${options.main}
</main>
</body>
</html>
`;
  const formAction = options.formTargets ? ` form-action ${["'self'", ...options.formTargets].join(' ')};` : '';
  return c.body(html, options.status ?? 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline';${formAction} base-uri 'none'; frame-ancestors 'none'`,
    'Cache-Control': 'no-store',
  });
}
