/**
 * What the cross-engine journeys need from a browser, the same in every engine (see README "Three engines").
 * Elements are found in the page by role, label or text with @testing-library/dom (injected, ./in-page.ts) and
 * handed back to the driver, which clicks and types as a user would (WebDriver element click and send keys,
 * puppeteer's ElementHandle, Playwright's).
 */

/** A text or pattern, as testing-library matches an accessible name, a label or a text. */
export type Text = string | RegExp;

export type Query =
  | { by: 'role'; role: string; name?: Text; level?: number; hasText?: Text }
  | { by: 'label'; text: Text }
  | { by: 'text'; text: Text };

/** A role with its accessible name (and heading level); `hasText`: only those whose text matches too. */
export const byRole = (role: string, name?: Text, level?: number, hasText?: Text): Query => ({
  by: 'role',
  role,
  name,
  level,
  hasText,
});
export const byLabel = (text: Text): Query => ({ by: 'label', text });
export const byText = (text: Text): Query => ({ by: 'text', text });

/** A query as it crosses into the page: patterns as source and flags. */
export type WireText = { source: string; flags: string; exact?: undefined } | { exact: string };
export interface WireQuery {
  by: Query['by'];
  role?: string;
  level?: number;
  text?: WireText;
  hasText?: WireText;
}

const wireText = (text: Text): WireText =>
  typeof text === 'string' ? { exact: text } : { source: text.source, flags: text.flags };

export function toWire(query: Query): WireQuery {
  if (query.by === 'role') {
    return {
      by: 'role',
      role: query.role,
      level: query.level,
      text: query.name ? wireText(query.name) : undefined,
      hasText: query.hasText ? wireText(query.hasText) : undefined,
    };
  }
  return { by: query.by, text: wireText(query.text) };
}

export const describeQuery = (query: Query): string =>
  query.by === 'role'
    ? `${query.role}${query.level ? ` (level ${query.level})` : ''}${query.name ? ` "${String(query.name)}"` : ''}`
    : `${query.by} "${String(query.text)}"`;

/** Keys the journeys press (a chord joins with `+`, as `Control+k`). */
export type Key = 'Escape' | 'Enter' | 'ArrowDown' | 'Tab' | 'Control+k';

/** An element found in the page, as the engine's driver refers to it. */
export interface Element {
  readonly engineElement: unknown;
}

/** What the in-page listeners (./in-page.ts) saw: page errors and Content-Security-Policy violations. */
export interface PageProblems {
  errors: string[];
  csp: string[];
}

export interface EngineSession {
  /** Loads a path of the app (a full page load). */
  goto(path: string): Promise<void>;
  url(): Promise<string>;
  /**
   * The one element the query matches, within another when given, waiting up to `timeout` ms for exactly one.
   * `first` takes the first of several instead.
   */
  find(query: Query, options?: { within?: Element; timeout?: number; first?: boolean }): Promise<Element>;
  /** Waits until nothing matches. */
  gone(query: Query, options?: { within?: Element; timeout?: number }): Promise<void>;
  click(element: Element): Promise<void>;
  /** Types into the element (focusing it first), key by key. */
  type(element: Element, text: string): Promise<void>;
  /** Presses keys on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Chooses the option of a `<select>` by its label. */
  select(element: Element, optionLabel: string): Promise<void>;
  /** Puts files in a file input, as the file picker would. */
  upload(element: Element, paths: string[]): Promise<void>;
  attribute(element: Element, name: string): Promise<string | null>;
  text(element: Element): Promise<string>;
  /** Runs a function body in the page (`arguments[0]`… hold the arguments), returning its JSON result. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** Sets the page's viewport (window's inner size) to this width, 900 px tall. */
  setWidth(width: number): Promise<void>;
  /** Runs `action`, which opens a window (a popup); `inside` then works in that window, which is closed after. */
  inNewWindow(action: () => Promise<void>, inside: (popup: EngineSession) => Promise<void>): Promise<void>;
  /** Hands over (and clears) what the in-page listeners saw so far. */
  takeProblems(): Promise<PageProblems>;
}

export interface Engine {
  /** `firefox` or `webkit`, and what drives it (for the report). */
  readonly name: EngineName;
  readonly description: string;
  /** What this engine cannot do, each with why (one line): journeys that need it are not run, and say so. */
  readonly cannot?: Partial<Record<Capability, string>>;
  /** A fresh browsing session (its own profile/cookies/storage). */
  newSession(baseURL: string): Promise<EngineSession & { close(): Promise<void> }>;
  close(): Promise<void>;
}

export type EngineName = 'firefox' | 'webkit';

/** What a journey may need that not every engine can do. `phoneWidth`: a page 390 px wide. */
export type Capability = 'phoneWidth';
