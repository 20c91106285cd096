import { setTimeout as sleep } from 'node:timers/promises';
import puppeteer, { type Browser, type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import type { Element, Engine, EngineSession, Key } from './driver';
import { LISTENERS, pageFunction } from './in-page';
import { BaseSession, FIND_TIMEOUT } from './session';

/** Debian's Firefox ESR (`apt-get install firefox-esr`), driven over WebDriver BiDi by puppeteer-core. */
export const FIREFOX_ESR = '/usr/bin/firefox-esr';

const handleOf = (element: Element) => element.engineElement as ElementHandle;
const wrap = (handle: ElementHandle): Element => ({ engineElement: handle });
const unwrap = (args: unknown[]) =>
  args.map((arg) => (arg && typeof arg === 'object' && 'engineElement' in arg ? handleOf(arg as Element) : arg));

class PuppeteerSession extends BaseSession {
  protected readonly listensFromStart = true;

  constructor(
    baseURL: string,
    private readonly context: BrowserContext,
    readonly page: Page,
  ) {
    super(baseURL);
  }

  protected async exec<T>(body: string, args: unknown[]): Promise<T> {
    return (await this.page.evaluate(pageFunction(body, 'arguments'), ...unwrap(args))) as T;
  }

  protected async execElements(body: string, args: unknown[]): Promise<Element[]> {
    const array = await this.page.evaluateHandle(pageFunction(body, 'arguments'), ...unwrap(args));
    const elements: Element[] = [];
    for (const handle of (await array.getProperties()).values()) {
      const element = handle.asElement();
      if (element) elements.push(wrap(element as ElementHandle));
    }
    // Not disposed here: in Firefox, releasing the array sometimes released its elements' handles with it (no such
    // handle on the next click). The session's context ends with the journey, and its handles with it.
    return elements;
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async click(element: Element): Promise<void> {
    await handleOf(element).click();
  }

  async type(element: Element, text: string): Promise<void> {
    await handleOf(element).type(text);
  }

  async press(key: Key): Promise<void> {
    if (key === 'Control+k') {
      await this.page.keyboard.down('Control');
      await this.page.keyboard.press('k');
      await this.page.keyboard.up('Control');
      return;
    }
    await this.page.keyboard.press(key);
  }

  async select(element: Element, optionLabel: string): Promise<void> {
    const value = await this.exec<string>(
      'var label = arguments[1];' +
        'var o = Array.prototype.find.call(arguments[0].options, function (o) { return o.label === label; });' +
        'return o ? o.value : null;',
      [element, optionLabel],
    );
    if (value === null) throw new Error(`No option "${optionLabel}"`);
    await handleOf(element).select(value);
  }

  async upload(element: Element, paths: string[]): Promise<void> {
    await (handleOf(element) as ElementHandle<HTMLInputElement>).uploadFile(...paths);
  }

  async setWidth(width: number): Promise<void> {
    await this.page.setViewport({ width, height: 900 });
  }

  async inNewWindow(action: () => Promise<void>, inside: (popup: EngineSession) => Promise<void>): Promise<void> {
    const before = new Set(await this.context.pages());
    await action();
    const deadline = Date.now() + FIND_TIMEOUT;
    let popup: Page | undefined;
    while (!popup) {
      popup = (await this.context.pages()).find((page) => !before.has(page));
      if (popup) break;
      if (Date.now() > deadline) throw new Error('No new window opened');
      await sleep(100);
    }
    // The window's own first navigation (to the link's address) must end before the suite sends it elsewhere: when
    // it ended after the suite's `goto` had started, Firefox reported its failure (dnsNotFound for the provider's
    // host, which does not resolve here) as the `goto`'s. It has ended when the window no longer shows about:blank:
    // the page, or Firefox's error page for it, has committed.
    while (popup.url() === 'about:blank') {
      if (Date.now() > deadline) throw new Error('The new window never left about:blank');
      await sleep(50);
    }
    try {
      await inside(new PuppeteerSession(this.baseURL, this.context, popup));
    } finally {
      await popup.close();
    }
  }
}

export function firefoxOverBidi(executablePath = FIREFOX_ESR): Engine {
  let browser: Browser | undefined;
  return {
    name: 'firefox',
    description: `Firefox (${executablePath}) over WebDriver BiDi, puppeteer-core`,
    async newSession(baseURL) {
      browser ??= await puppeteer.launch({ browser: 'firefox', executablePath, headless: true });
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 1280, height: 900 });
      await page.evaluateOnNewDocument(LISTENERS);
      const session = new PuppeteerSession(baseURL, context, page);
      return Object.assign(session, { close: () => context.close() });
    },
    async close() {
      await browser?.close();
    },
  };
}
