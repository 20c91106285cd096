import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { IDENTITY_PAGES_PREFIX } from '@/mock/platform/control-guard';
import type { MockContext, MockEnv } from '@/mock/platform/http';
import { escapeHtml, htmlPage } from '@/mock/platform/html-page';
import type { WorldRegistry } from '@/mock/platform/worlds';
import { completeVerification, findVerification, verificationReturnUrl } from './manage';

/**
 * The national e-ID provider's site (BankID style), stood in for by the mock as the payment provider is
 * (areas/billing/provider.ts): `https://eid.hosting.example/<worldId>/verifications/<id>` is served here as
 * `/__mock/eid/<worldId>/verifications/<id>` (e2e maps the one onto the other). The customer confirms or declines a
 * registrant number change of a .se/.nu domain; both answers send the browser back to the panel's `returnUrl` with
 * `identityVerification=<id>`. Outside the control plane's origin and JSON rules (control-guard.ts) for the same
 * reason as the payment pages: each acts only on the world and the verification its path names (random ids).
 * Plain HTML: no script, every text escaped, a Content-Security-Policy that allows only the inline style and the
 * forms' targets.
 */

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: #eef2f7;
    color: #111827; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff; border-radius: 12px;
    box-shadow: 0 1px 3px rgb(0 0 0 / 0.12); }
  .brand { margin: 0 0 1rem; font-size: 0.875rem; font-weight: 600; letter-spacing: 0.04em; color: #374151;
    text-transform: uppercase; }
  h1 { margin: 0 0 1rem; font-size: 1.5rem; line-height: 1.25; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 1.5rem; }
  dt { color: #4b5563; }
  dd { margin: 0; font-weight: 600; }
  form { margin: 0 0 0.75rem; }
  button { width: 100%; padding: 0.75rem 1rem; font: inherit; font-weight: 600; border-radius: 8px; cursor: pointer;
    border: 2px solid #14532d; background: #14532d; color: #fff; }
  button.secondary { background: #fff; color: #14532d; }
  button:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
  .note { margin: 1.5rem 0 0; font-size: 0.875rem; color: #4b5563; }
`;

const TEST_NOTE = 'This page stands in for the national e-ID provider in the mock server: no identity is checked.';

function page(c: MockContext, title: string, body: string, status: ContentfulStatusCode = 200, target?: string) {
  const origin = target ? originOf(target) : null;
  return htmlPage(c, {
    title: `${title} · Hosting e-ID`,
    style: STYLE,
    main: `<p class="brand">Hosting e-ID (test)</p>\n${body}\n<p class="note">${escapeHtml(TEST_NOTE)}</p>`,
    status,
    formTargets: origin ? [origin] : [],
  });
}

/** The return address's origin as a CSP source when it is a plain one (else the browser refuses the redirect). */
function originOf(url: string): string | null {
  try {
    const { origin } = new URL(url);
    return /^https?:\/\/[A-Za-z0-9.-]+(:\d+)?$/.test(origin) || /^https?:\/\/\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(origin)
      ? origin
      : null;
  } catch {
    return null;
  }
}

export function identityProviderRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  const path = `${IDENTITY_PAGES_PREFIX}/:worldId/verifications/:verificationId`;

  const lookup = (c: MockContext) => {
    const world = registry.get(c.req.param('worldId') ?? '');
    const verification =
      world && findVerification(world.state.domains, c.req.param('verificationId') ?? '', world.nowIso());
    return world && verification ? { world, verification } : null;
  };
  const notFoundPage = (c: MockContext) =>
    page(
      c,
      'Page not found',
      '<h1>Page not found</h1><p>This identification does not exist. The link may be old, or its test world may have been deleted.</p>',
      404,
    );

  routes.get(path, (c) => {
    const found = lookup(c);
    if (!found) return notFoundPage(c);
    const { world, verification } = found;
    const back = verificationReturnUrl(verification);
    if (verification.status !== 'pending') {
      return page(
        c,
        'Identification finished',
        `<h1>Identification finished</h1><p>This identification is no longer open (${escapeHtml(verification.status)}).</p>` +
          `<p><a href="${escapeHtml(back)}">Return to the control panel</a></p>`,
      );
    }
    const domain = world.state.domains.domains.find((candidate) => candidate.id === verification.domainId);
    const id = encodeURIComponent(verification.id);
    const number = verification.registrationIdentifier.value ?? '';
    return page(
      c,
      'Identify yourself',
      '<h1>Identify yourself</h1>' +
        '<p>Sign with your e-ID to confirm that you may change the registrant of this domain.</p>' +
        `<dl><dt>Domain</dt><dd>${escapeHtml(domain?.name ?? '')}</dd>` +
        `<dt>New number</dt><dd>${escapeHtml(number)}</dd></dl>` +
        `<form method="post" action="./${id}/verify"><button type="submit">Sign with e-ID</button></form>` +
        `<form method="post" action="./${id}/decline"><button type="submit" class="secondary">Cancel</button></form>`,
      200,
      verification.returnUrl,
    );
  });

  const finish = (verified: boolean) => (c: MockContext) => {
    const found = lookup(c);
    if (!found) return notFoundPage(c);
    const { world, verification } = found;
    completeVerification(world.state.domains, verification, verified, world.nowIso());
    return c.redirect(verificationReturnUrl(verification), 303);
  };
  routes.post(`${path}/verify`, finish(true));
  routes.post(`${path}/decline`, finish(false));
  return routes;
}
