import { existsSync } from 'node:fs';
import { firefox, webkit, type Browser, type BrowserContext, type ElementHandle, type Page } from '@playwright/test';
import type { Element, Engine, EngineName, EngineSession, Key } from './driver';
import { LISTENERS, pageFunction } from './in-page';
import { BaseSession } from './session';

/**
 * Playwright's own Firefox or WebKit, where they are installed (`npx playwright install firefox webkit`): used
 * instead of Debian's engines, so the suite runs the same journeys on machines that have them.
 */
const browserTypes = { firefox, webkit } as const;

/** Whether Playwright's own build of this engine is installed here. */
export function playwrightHas(name: EngineName): boolean {
  try {
    return existsSync(browserTypes[name].executablePath());
  } catch {
    return false;
  }
}

const handleOf = (element: Element) => element.engineElement as ElementHandle;
const unwrap = (args: unknown[]) =>
  args.map((arg) => (arg && typeof arg === 'object' && 'engineElement' in arg ? handleOf(arg as Element) : arg));

class PlaywrightSession extends BaseSession {
  protected readonly listensFromStart = true;

  constructor(
    baseURL: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(baseURL);
  }

  protected async exec<T>(body: string, args: unknown[]): Promise<T> {
    return (await this.page.evaluate(pageFunction(body, 'one array'), unwrap(args))) as T;
  }

  protected async execElements(body: string, args: unknown[]): Promise<Element[]> {
    const array = await this.page.evaluateHandle(pageFunction(body, 'one array'), unwrap(args));
    const elements: Element[] = [];
    for (const handle of (await array.getProperties()).values()) {
      const element = handle.asElement();
      if (element) elements.push({ engineElement: element });
    }
    await array.dispose();
    return elements;
  }

  protected async navigate(url: string): Promise<void> {
    await this.page.goto(url);
  }

  async click(element: Element): Promise<void> {
    await handleOf(element).click();
  }

  async type(element: Element, text: string): Promise<void> {
    await handleOf(element).focus();
    await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(key);
  }

  async select(element: Element, optionLabel: string): Promise<void> {
    await handleOf(element).selectOption({ label: optionLabel });
  }

  async upload(element: Element, paths: string[]): Promise<void> {
    await handleOf(element).setInputFiles(paths);
  }

  async setWidth(width: number): Promise<void> {
    await this.page.setViewportSize({ width, height: 900 });
  }

  async inNewWindow(action: () => Promise<void>, inside: (popup: EngineSession) => Promise<void>): Promise<void> {
    const opened = this.context.waitForEvent('page');
    await action();
    const popup = await opened;
    try {
      await inside(new PlaywrightSession(this.baseURL, this.context, popup));
    } finally {
      await popup.close();
    }
  }
}

export function playwrightEngine(name: EngineName): Engine {
  let browser: Browser | undefined;
  return {
    name,
    description: `Playwright's own ${name} (${browserTypes[name].executablePath()})`,
    async newSession(baseURL) {
      browser ??= await browserTypes[name].launch();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
      await context.addInitScript(LISTENERS);
      const page = await context.newPage();
      const session = new PlaywrightSession(baseURL, context, page);
      return Object.assign(session, { close: () => context.close() });
    },
    async close() {
      await browser?.close();
    },
  };
}
