import { setTimeout as sleep } from 'node:timers/promises';
import {
  describeQuery,
  toWire,
  type Element,
  type EngineSession,
  type Key,
  type PageProblems,
  type Query,
} from './driver';
import { LISTENERS, TAKE_PROBLEMS, lookupsScript } from './in-page';

/** How long a lookup waits for its element (Playwright's expect timeout in the Chromium suite is 7 s). */
export const FIND_TIMEOUT = 10_000;

/**
 * The engine-neutral part of a session: lookups (poll the page until exactly one element matches), problems. An
 * engine adds how it runs a script and how it clicks, types and presses.
 */
export abstract class BaseSession implements EngineSession {
  constructor(protected readonly baseURL: string) {}

  /** Runs a function body with `arguments`; elements among the arguments are passed as the engine's references. */
  protected abstract exec<T>(body: string, args: unknown[]): Promise<T>;
  /** Runs a function body that returns an array of elements. */
  protected abstract execElements(body: string, args: unknown[]): Promise<Element[]>;
  protected abstract navigate(url: string): Promise<void>;
  /** Whether the engine installs LISTENERS before the page's own scripts (else after each load). */
  protected abstract readonly listensFromStart: boolean;

  /** Where the page is now (the document's own address: a driver may not follow the app's history changes). */
  url(): Promise<string> {
    return this.exec('return location.href;', []);
  }
  abstract click(element: Element): Promise<void>;
  abstract type(element: Element, text: string): Promise<void>;
  abstract press(key: Key): Promise<void>;
  abstract select(element: Element, optionLabel: string): Promise<void>;
  abstract upload(element: Element, paths: string[]): Promise<void>;
  abstract setWidth(width: number): Promise<void>;
  abstract inNewWindow(action: () => Promise<void>, inside: (popup: EngineSession) => Promise<void>): Promise<void>;

  async goto(path: string): Promise<void> {
    await this.navigate(new URL(path, this.baseURL).href);
    if (!this.listensFromStart) await this.exec(LISTENERS, []);
  }

  async run<T>(body: string, ...args: unknown[]): Promise<T> {
    return this.exec<T>(body, args);
  }

  /** How each element was found, so a scope the app has since drawn anew (a new node) is found again. */
  private readonly origins = new WeakMap<Element, { query: Query; within: Element | undefined }>();
  /** A scope found again: the element now standing for one that left the document. */
  private readonly replaced = new WeakMap<Element, Element>();

  private current(element: Element): Element {
    let now = element;
    for (let next = this.replaced.get(now); next; next = this.replaced.get(now)) now = next;
    return now;
  }

  private async matches(query: Query, scope: Element | undefined): Promise<Element[]> {
    if (!(await this.exec<boolean>('return Boolean(window.__engines);', []))) await this.exec(lookupsScript(), []);
    const within = scope && this.current(scope);
    try {
      // Empty when the document changed since the check (a form post, a redirect): the next poll installs them.
      return await this.execElements(
        'return window.__engines ? window.__engines.all(arguments[0], arguments[1]) : [];',
        [toWire(query), within ?? null],
      );
    } catch (error) {
      // The scope left the document: React drew it anew (a dialog re-rendered as its URL state arrived). It is found
      // again by the lookup that found it, and this poll finds nothing, so the next one looks inside the new node.
      const origin = within && this.origins.get(within);
      if (!within || !origin || !/stale element|not found|detached/i.test(String(error))) throw error;
      const [again, ...more] = await this.matches(origin.query, origin.within);
      if (again && more.length === 0) {
        this.origins.set(again, origin);
        this.replaced.set(within, again);
      }
      return [];
    }
  }

  async find(query: Query, options: { within?: Element; timeout?: number; first?: boolean } = {}): Promise<Element> {
    const deadline = Date.now() + (options.timeout ?? FIND_TIMEOUT);
    for (;;) {
      const found = await this.matches(query, options.within);
      const [element] = found;
      if (element && (found.length === 1 || options.first)) {
        this.origins.set(element, { query, within: options.within });
        return element;
      }
      if (Date.now() > deadline) {
        throw new Error(`Expected one ${describeQuery(query)}, found ${found.length} (at ${await this.url()})`);
      }
      await sleep(100);
    }
  }

  async gone(query: Query, options: { within?: Element; timeout?: number } = {}): Promise<void> {
    const deadline = Date.now() + (options.timeout ?? FIND_TIMEOUT);
    while ((await this.matches(query, options.within)).length > 0) {
      if (Date.now() > deadline) throw new Error(`Expected no ${describeQuery(query)} (at ${await this.url()})`);
      await sleep(100);
    }
  }

  attribute(element: Element, name: string): Promise<string | null> {
    return this.exec('return arguments[0].getAttribute(arguments[1]);', [element, name]);
  }

  text(element: Element): Promise<string> {
    return this.exec('return arguments[0].textContent || "";', [element]);
  }

  async takeProblems(): Promise<PageProblems> {
    const problems = await this.exec<PageProblems | null>(TAKE_PROBLEMS, []);
    // A check that cannot see is no check: a full load the session did not make (goto) would leave WebKit's
    // listeners behind.
    if (!problems) throw new Error(`No error and CSP listeners in this document (${await this.url()})`);
    return problems;
  }
}
