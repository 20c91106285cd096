import { Hono } from 'hono';
import { escapeHtml, htmlPage } from '@/mock/platform/html-page';
import type { MockEnv } from '@/mock/platform/http';
import type { WorldRegistry } from '@/mock/platform/worlds';

/**
 * The mock's stand-in outbox (issue 39): `/__mock/outbox/<worldId>` lists the mails the world "sent" (a team
 * invitation with its accept link), newest first, so a demo or a test can follow a mail without a mail server. Part
 * of the control plane (control-guard.ts): opened from the address bar or a link of the mock's own origin; the
 * production build never names it (the team page's link to it is the demo build's). Plain HTML: no script, every
 * text escaped.
 */

const STYLE = `
  :root { color-scheme: light dark; }
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; }
  article { border: 1px solid #6b7280; border-radius: 8px; padding: 1rem; margin: 0 0 1rem; }
  h2 { margin: 0 0 0.5rem; font-size: 1.125rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0 1rem; margin: 0 0 0.75rem; }
  dd { margin: 0; overflow-wrap: anywhere; }
  a { font-weight: 600; }
`;

export function outboxRoutes(registry: WorldRegistry): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();
  routes.get('/__mock/outbox/:worldId', (c) => {
    const world = registry.get(c.req.param('worldId'));
    const mails = world ? [...world.state.team.outbox].reverse() : [];
    const items = mails
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>Sent</dt><dd>${escapeHtml(new Date(mail.sentAtMs).toISOString())}</dd></dl>
${mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${mail.link ? `<p><a href="${escapeHtml(mail.link.href)}">${escapeHtml(mail.link.label)}</a></p>` : ''}
</article>`,
      )
      .join('\n');
    return htmlPage(c, {
      title: 'Outbox · Mock server',
      style: STYLE,
      main: `<h1>Outbox</h1>
<p>Mails this world sent. The mock server sends no mail: it keeps them here.</p>
${world ? items || '<p>No mail yet.</p>' : '<p>There is no such world (it may have been deleted).</p>'}`,
      status: world ? 200 : 404,
    });
  });
  return routes;
}
