import { navAreas } from '../app/nav-areas';
import coreEn from '../i18n/core/en';
import coreSv from '../i18n/core/sv';
import { localeNames, locales } from '../i18n/locale';
import { themeChoices } from '../ui/theme-choice';

/**
 * The page's frame as static HTML (put in index.html's #root at build time by the `boot-script` plugin), painted
 * before any script of the app runs: the signed-in header with the areas, the public header, or the sign-in card,
 * with the screen's heading for an area's first screen. Every language's words are in it; the boot script sets
 * `<html lang data-shell data-screen>` and static-shell.css shows the one frame, language and heading that apply.
 * It uses the app's own classes (app-shell.css, page-header.css and the sign-in frame are in the first
 * stylesheet), so React's first screen draws its header and heading where these were. Its header, heading and
 * "Loading…" are hidden from assistive technology (React replaces them at its first render); the one part for
 * everyone is the failure (`failure`), shown only when the app cannot start.
 */

type CoreKey = keyof typeof coreEn;

/**
 * Screens drawn at build time (src/boot/prerender.tsx): each at its screen (`<html data-screen>`) in its frame
 * (`data-shell`), each language's markup.
 */
export type Prerendered = readonly {
  screen: string;
  shell: 'sign-in' | 'app' | 'public';
  html: Readonly<Partial<Record<string, string>>>;
}[];

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The words of `key` in each language, one shown by static-shell.css. */
const words = (key: CoreKey) =>
  `<span lang="en">${escape(coreEn[key])}</span><span lang="sv">${escape(coreSv[key])}</span>`;

/** The language switch as the app draws it (src/i18n/language-switch.tsx), the page's language marked. */
const languageSwitch = (className: string) =>
  `<span class="language-switch ${className}"><span class="language-switch__options">` +
  locales
    .map(
      (locale) =>
        `<span class="language-switch__option" data-locale="${locale}"><span class="language-switch__name">${escape(localeNames[locale])}</span><span class="language-switch__code">${locale.toUpperCase()}</span></span>`,
    )
    .join('') +
  `</span></span>`;

/**
 * The theme switch as the app draws it (src/ui/theme-switch.tsx), a span in its select's place holding every
 * choice's words: static-shell.css shows the one on `<html data-theme>` (none: the system's).
 */
const themeSwitch = (className = '') =>
  `<span class="theme-switch${className ? ` ${className}` : ''}"><span class="theme-switch__icon"></span>` +
  `<span class="theme-switch__label">${words('theme.label')}</span>` +
  `<span class="theme-switch__box"><span class="theme-switch__select">` +
  themeChoices.map((choice) => `<span data-theme-choice="${choice}">${words(`theme.${choice}`)}</span>`).join('') +
  `</span></span></span>`;

/**
 * The header's search button as the app draws it (src/app/palette-launcher.tsx): its place and size beside the brand.
 * The shortcut is said as on most keyboards; a Mac's (⌘K) is as wide.
 */
const paletteLauncher =
  `<span class="button button--ghost button--small palette-launcher static-shell__app"><span class="palette-launcher__icon"></span>` +
  `<span class="palette-launcher__text">${words('shell.palette.open')}</span>` +
  `<kbd class="palette-launcher__keys">Ctrl K</kbd></span>`;

/**
 * The person menu's button (src/app/person-menu.tsx) at the header's end: its icon and caret, the name not known
 * before the app has read the session (the button grows to the left when it comes, moving nothing else).
 */
const personMenu =
  `<span class="button button--ghost person-menu__button static-shell__app"><span class="person-menu__icon"></span>` +
  `<span class="person-menu__name">&nbsp;</span><span class="person-menu__caret"></span></span>`;

/** The areas' "Menu" button (src/app/main-nav.tsx), shown where the app shows it (app-shell.css). */
const menuButton = `<span class="button nav__toggle"><span class="nav__toggle-icon"></span>${words('shell.nav.menu')}</span>`;

const brand = (className: string) =>
  `<span class="brand ${className}"><span class="brand__mark"></span>${words('shell.brand')}</span>`;

/** An area's first screen is headed by its name (checked against each area's catalog in static-shell.test.ts). */
const titles = (areas: readonly (typeof navAreas)[number][]) =>
  areas
    .map(
      (area) =>
        `<p class="static-shell__title" data-screen="${area.to.slice(1).replace('/', '-')}">${words(area.label)}</p>`,
    )
    .join('');

/** Home's heading (src/features/home/components/home-page.tsx), shown at `/` for a key that can read an area. */
const homeTitle = `<p class="static-shell__title" data-screen="home">${words('shell.nav.overview')}</p>`;

/** "Loading…" as the app says it (src/ui/route-pending.tsx), shown by static-shell.css only if the wait is long. */
const pending = `<p class="route-pending static-shell__pending" aria-hidden="true"><span class="spinner"></span>${words('route.loading')}</p>`;

/**
 * When the app cannot start (src/boot/boot-failure.ts): what happened and a Reload button, in the page's language
 * (static-shell.css shows it only on `<html data-boot="failed">`; until then it is in no one's way, nor in the
 * accessibility tree). One in each frame, where its content would be.
 */
const failure =
  `<div class="static-shell__failed" role="alert"><p>${words('boot.failed')}</p>` +
  `<button type="button" class="button button--primary static-shell__reload">${words('boot.reload')}</button></div>`;

/**
 * The signed-in frame and the public one are one header row (issue 40), as tall in both (app-shell.css): the
 * signed-in one holds the areas, search and the person menu; the public one the language, the theme and a place for
 * "Sign in" (static-shell.css shows one set). The page holds one header and one page heading area, never a second,
 * hidden copy. A screen drawn at build time (`prerendered`, src/boot/prerender.tsx) is put beside it, each language's
 * copy in a block hidden from assistive technology and inert; static-shell.css shows it, in the heading area's place,
 * at its screen in its frame.
 */
export function staticShellHtml(prerendered: Prerendered = []): string {
  /** The screens drawn at build time for one frame, each language's copy: static-shell.css shows one. */
  const screens = (shells: readonly string[]) =>
    prerendered
      .filter(({ shell }) => shells.includes(shell))
      .map(
        ({ screen, shell, html }) =>
          `<div class="static-shell__screen" data-screen="${screen}" data-shell="${shell}" aria-hidden="true" inert>` +
          Object.entries(html)
            .map(([locale, markup]) => `<div lang="${locale}">${markup ?? ''}</div>`)
            .join('') +
          `</div>`,
      )
      .join('');
  const links = navAreas.map((area) => `<li><span class="nav__link">${words(area.label)}</span></li>`).join('');
  const frame =
    `<div class="shell static-shell static-shell--page"><header class="header" aria-hidden="true">` +
    brand('header__brand') +
    `<nav class="nav header__nav static-shell__app">${menuButton}<ul>${links}</ul></nav>` +
    languageSwitch('language-switch--short header__language static-shell__public') +
    themeSwitch('header__theme static-shell__public') +
    `<div class="header__end">${paletteLauncher}${personMenu}<span class="static-shell__control static-shell__public"></span></div>` +
    `</header><main class="main"><div class="page static-shell__generic"><div class="page__header" aria-hidden="true"><div class="page__heading">${homeTitle}${titles(navAreas)}</div></div>${pending}${failure}</div>${screens(['app', 'public'])}</main></div>`;
  const signIn =
    `<div class="sign-in static-shell static-shell--sign-in"><div class="sign-in__card">` +
    `<div class="sign-in__top" aria-hidden="true">${brand('brand--large')}<div class="sign-in__controls">${languageSwitch('')}${themeSwitch()}</div></div>` +
    `${screens(['sign-in'])}${failure}</div></div>`;
  return frame + signIn;
}
