// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { navAreas } from '@/app/nav-areas';
import coreEn from '@/i18n/core/en';
import coreSv from '@/i18n/core/sv';
import billingEn from '@/features/billing/messages/en';
import billingSv from '@/features/billing/messages/sv';
import catalogEn from '@/features/catalog/messages/en';
import catalogSv from '@/features/catalog/messages/sv';
import domainsEn from '@/features/domains/messages/en';
import domainsSv from '@/features/domains/messages/sv';
import hostingEn from '@/features/hosting/messages/en';
import hostingSv from '@/features/hosting/messages/sv';
import ordersEn from '@/features/orders/messages/en';
import ordersSv from '@/features/orders/messages/sv';
import ticketsEn from '@/features/tickets/messages/en';
import ticketsSv from '@/features/tickets/messages/sv';
import vpsEn from '@/features/vps/messages/en';
import vpsSv from '@/features/vps/messages/sv';
import { staticShellHtml } from './static-shell';

/** Each area's first screen's heading, from its own catalog: the static frame shows the area's name instead. */
const HEADINGS: Record<(typeof navAreas)[number]['to'], { en: string; sv: string }> = {
  '/vps': { en: vpsEn['vps.list.title'], sv: vpsSv['vps.list.title'] },
  '/hosting': { en: hostingEn['hosting.list.title'], sv: hostingSv['hosting.list.title'] },
  '/domains': { en: domainsEn['domains.list.title'], sv: domainsSv['domains.list.title'] },
  '/orders': { en: ordersEn['orders.list.title'], sv: ordersSv['orders.list.title'] },
  '/billing/invoices': { en: billingEn['billing.title'], sv: billingSv['billing.title'] },
  '/catalog': { en: catalogEn['catalog.title'], sv: catalogSv['catalog.title'] },
  '/support/tickets': { en: ticketsEn['tickets.list.title'], sv: ticketsSv['tickets.list.title'] },
};

describe('the static frame', () => {
  it('heads each area’s first screen with the words its page uses, in both languages', () => {
    for (const area of navAreas) {
      expect({ en: coreEn[area.label], sv: coreSv[area.label] }, area.to).toEqual(HEADINGS[area.to]);
    }
  });

  it('has a heading for every area, and static-shell.css shows each one for its screen', () => {
    const html = staticShellHtml();
    const css = readFileSync('src/boot/static-shell.css', 'utf8');
    for (const area of navAreas) {
      const screen = area.to.slice(1).replace('/', '-');
      expect(html).toContain(`class="static-shell__title" data-screen="${screen}"`);
      expect(css).toContain(`html[data-screen='${screen}'] .static-shell__title[data-screen='${screen}']`);
    }
  });

  it('heads Home with the words its page uses, shown by static-shell.css at its screen', () => {
    expect(staticShellHtml()).toContain(
      `<p class="static-shell__title" data-screen="home"><span lang="en">${coreEn['shell.nav.overview']}</span><span lang="sv">${coreSv['shell.nav.overview']}</span></p>`,
    );
    const css = readFileSync('src/boot/static-shell.css', 'utf8');
    expect(css).toContain("html[data-screen='home'] .static-shell__title[data-screen='home']");
  });

  it('holds one header and one page heading area (no hidden copy for a locator or a screen reader to find)', () => {
    const html = staticShellHtml();
    expect(html.match(/<header /g)).toHaveLength(1);
    expect(html.match(/class="page__header"/g)).toHaveLength(1);
  });

  it('draws the signed-in header as the app does: areas, search and the person menu, language and theme in the menu', () => {
    const html = staticShellHtml();
    expect(html).toContain('<nav class="nav header__nav static-shell__app"><span class="button nav__toggle">');
    expect(html).toContain('palette-launcher static-shell__app');
    expect(html).toContain('<span class="button button--ghost person-menu__button static-shell__app">');
    // No key jargon in the frame.
    expect(html).not.toMatch(/scope|behörighet/i);
    // The public header's language, theme and sign-in place are not in the signed-in row.
    const css = readFileSync('src/boot/static-shell.css', 'utf8');
    expect(css).toContain(
      "html[data-shell='public'] .static-shell .static-shell__app,\nhtml[data-shell='app'] .static-shell .static-shell__public {\n  display: none;",
    );
  });

  it('draws the theme switch in the public header and on the sign-in card, every choice in both languages', () => {
    const html = staticShellHtml();
    expect(html).toContain('<span class="theme-switch header__theme static-shell__public">');
    expect(html).toContain('<div class="sign-in__controls">');
    expect(html.match(/class="theme-switch[ "]/g)).toHaveLength(2);
    for (const choice of ['system', 'light', 'dark'] as const) {
      const key = `theme.${choice}` as const;
      expect(html).toContain(
        `<span data-theme-choice="${choice}"><span lang="en">${coreEn[key]}</span><span lang="sv">${coreSv[key]}</span></span>`,
      );
    }
    // One choice shown, the page's: none on <html> is the system's.
    const css = readFileSync('src/boot/static-shell.css', 'utf8');
    expect(css).toContain('.static-shell [data-theme-choice] {\n  display: none;');
    expect(css).toContain(
      "html:not([data-theme='light'], [data-theme='dark']) .static-shell [data-theme-choice='system']",
    );
    expect(css).toContain("html[data-theme='light'] .static-shell [data-theme-choice='light']");
    expect(css).toContain("html[data-theme='dark'] .static-shell [data-theme-choice='dark']");
  });

  it('holds, in each frame and for assistive technology too, what to say when the app cannot start', () => {
    document.body.innerHTML = staticShellHtml();
    const failures = document.querySelectorAll('.static-shell__failed');
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(failure.closest('[aria-hidden]')).toBeNull();
      expect(failure.getAttribute('role')).toBe('alert');
      expect(failure.querySelector('p')?.innerHTML).toBe(
        `<span lang="en">${coreEn['boot.failed']}</span><span lang="sv">${coreSv['boot.failed']}</span>`,
      );
      expect(failure.querySelector('button.static-shell__reload')?.textContent).toBe(
        `${coreEn['boot.reload']}${coreSv['boot.reload']}`,
      );
    }
    // The rest of the frame stays hidden from assistive technology: React replaces it.
    for (const part of ['header', '.page__header', '.static-shell__pending', '.sign-in__top']) {
      expect(document.querySelector(part)?.closest('[aria-hidden="true"]'), part).not.toBeNull();
    }
    document.body.innerHTML = '';
    // Shown only when the app could not start, "Loading…" then gone.
    const css = readFileSync('src/boot/static-shell.css', 'utf8');
    expect(css).toContain('.static-shell__failed {\n  display: none;');
    expect(css).toContain("html[data-boot='failed'] .static-shell__failed {\n  display: grid;");
    expect(css).toContain("html[data-boot='failed'] .static-shell__pending {\n  display: none;");
  });

  it('escapes what it writes and holds no script', () => {
    const html = staticShellHtml();
    expect(html).not.toMatch(/<script|on[a-z]+=/i);
    expect(html).toContain('Tjänster och priser');
  });
});
