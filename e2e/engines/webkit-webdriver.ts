import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import WebDriver, { type Client } from 'webdriver';

type WebdriverCapabilities = Parameters<typeof WebDriver.newSession>[0]['capabilities'];
import type { Element, Engine, EngineSession, Key } from './driver';
import { BaseSession, FIND_TIMEOUT } from './session';

/** Debian's WebKitGTK driver (`apt-get install webkit2gtk-driver`) and the browser it drives. */
export const WEBKIT_WEBDRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSERS = [
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkitgtk-6.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkitgtk-6.0/MiniBrowser',
];

/** The W3C name of an element reference in JSON. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type Reference = Record<typeof ELEMENT_KEY, string>;

const idOf = (element: Element) => (element.engineElement as Reference)[ELEMENT_KEY];
const isElement = (arg: unknown): arg is Element => Boolean(arg && typeof arg === 'object' && 'engineElement' in arg);
/** What a script argument may be (JSON, or an element reference). */
type ScriptArgument = string | number | boolean | object | null | undefined;
const unwrap = (args: unknown[]): ScriptArgument[] =>
  args.map((arg) => (isElement(arg) ? (arg.engineElement as Reference) : (arg as ScriptArgument)));

/** WebDriver's key codes (W3C WebDriver, "Keyboard actions"). */
const KEYS: Record<Exclude<Key, 'Control+k'>, string> = {
  Escape: '\uE00C',
  Enter: '\uE007',
  ArrowDown: '\uE015',
  Tab: '\uE004',
};
const CONTROL = '\uE009';

class WebDriverSession extends BaseSession {
  /** WebDriver classic has no init scripts: the listeners start once each full load has finished. */
  protected readonly listensFromStart = false;

  constructor(
    baseURL: string,
    private readonly client: Client,
  ) {
    super(baseURL);
  }

  protected async exec<T>(body: string, args: unknown[]): Promise<T> {
    return (await this.client.executeScript(body, unwrap(args))) as T;
  }

  protected async execElements(body: string, args: unknown[]): Promise<Element[]> {
    const references = (await this.client.executeScript(body, unwrap(args))) as Reference[];
    return references.map((reference) => ({ engineElement: reference }));
  }

  protected async navigate(url: string): Promise<void> {
    await this.client.navigateTo(url);
  }

  async click(element: Element): Promise<void> {
    await this.client.elementClick(idOf(element));
  }

  async type(element: Element, text: string): Promise<void> {
    await this.client.elementSendKeys(idOf(element), text);
  }

  async press(key: Key): Promise<void> {
    if (key !== 'Control+k') {
      // To the focused element, as WebDriver's send keys: WebKitWebDriver's key actions lose a lone Enter there.
      const [focused] = await this.execElements('return [document.activeElement];', []);
      if (!focused) throw new Error('Nothing has the focus');
      await this.client.elementSendKeys(idOf(focused), KEYS[key]);
      return;
    }
    await this.client.performActions([
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: CONTROL },
          { type: 'keyDown', value: 'k' },
          { type: 'keyUp', value: 'k' },
          { type: 'keyUp', value: CONTROL },
        ],
      },
    ]);
    await this.client.releaseActions();
  }

  async select(element: Element, optionLabel: string): Promise<void> {
    const [option] = await this.execElements(
      'var label = arguments[1];' +
        'return Array.prototype.filter.call(arguments[0].options, function (o) { return o.label === label; });',
      [element, optionLabel],
    );
    if (!option) throw new Error(`No option "${optionLabel}"`);
    await this.click(option);
  }

  async upload(element: Element, paths: string[]): Promise<void> {
    await this.client.elementSendKeys(idOf(element), paths.join('\n'));
  }

  async setWidth(width: number): Promise<void> {
    const height = 900;
    // The window's frame (if any) around the page: the window is sized so the page gets the width asked for.
    for (let attempt = 0; attempt < 3; attempt++) {
      const [innerWidth, innerHeight] = await this.exec<[number, number]>(
        'return [window.innerWidth, window.innerHeight];',
        [],
      );
      if (innerWidth === width && innerHeight === height) return;
      const rect = await this.client.getWindowRect();
      await this.client.setWindowRect(
        null,
        null,
        rect.width + (width - innerWidth),
        rect.height + (height - innerHeight),
      );
    }
    const inner = await this.exec<number>('return window.innerWidth;', []);
    if (inner !== width) throw new Error(`The window's page is ${inner} px wide, not ${width}`);
  }

  async inNewWindow(action: () => Promise<void>, inside: (popup: EngineSession) => Promise<void>): Promise<void> {
    const own = await this.client.getWindowHandle();
    const before = new Set(await this.client.getWindowHandles());
    await action();
    const deadline = Date.now() + FIND_TIMEOUT;
    let opened: string | undefined;
    while (!opened) {
      opened = (await this.client.getWindowHandles()).find((handle) => !before.has(handle));
      if (opened) break;
      if (Date.now() > deadline) throw new Error('No new window opened');
      await sleep(100);
    }
    await this.client.switchToWindow(opened);
    try {
      await inside(new WebDriverSession(this.baseURL, this.client));
    } finally {
      await this.client.closeWindow();
      await this.client.switchToWindow(own);
    }
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port'))));
    });
  });
}

async function waitForDriver(port: number, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not start');
    await sleep(100);
  }
}

/**
 * WebKitGTK's MiniBrowser driven by Debian's WebKitWebDriver (W3C WebDriver classic) through the `webdriver`
 * package. The driver is started here on a free port; without a display it runs under `xvfb-run -a`.
 */
export function webkitOverWebDriver(driverPath = WEBKIT_WEBDRIVER): Engine {
  const binary = MINIBROWSERS.find((path) => existsSync(path));
  let driver: ChildProcess | undefined;
  let client: Client | undefined;
  let port = 0;
  return {
    name: 'webkit',
    description: `WebKitGTK MiniBrowser (${binary ?? 'not found'}) over WebDriver classic, ${driverPath}`,
    cannot: {
      phoneWidth:
        'MiniBrowser keeps its window at least 447 px wide (its toolbar) and WebDriver classic cannot emulate a viewport',
    },
    async newSession(baseURL) {
      if (!binary) throw new Error(`No MiniBrowser in ${MINIBROWSERS.join(', ')} (apt-get install webkit2gtk-driver)`);
      if (!driver) {
        port = await freePort();
        const [command, args] = process.env.DISPLAY
          ? [driverPath, [`--port=${port}`]]
          : ['xvfb-run', ['-a', '-s', '-screen 0 1920x1080x24', driverPath, `--port=${port}`]];
        driver = spawn(command, args, { stdio: 'ignore', detached: true });
        await waitForDriver(port, driver);
      }
      if (!client) {
        // WebKitGTK's own capability (not in the `webdriver` package's types): which browser, with which arguments.
        const capabilities = {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary, args: ['--automation'] },
          // WebDriver classic: WebKitWebDriver has no BiDi, and refuses a session that asks for it.
          'wdio:enforceWebDriverClassic': true,
        } as WebdriverCapabilities;
        client = await WebDriver.newSession({
          hostname: '127.0.0.1',
          port,
          path: '/',
          logLevel: 'silent',
          capabilities,
        });
      } else {
        // One browser for every journey (a MiniBrowser launched per journey sometimes never answered on a busy
        // machine): a fresh session is its origin's storage and cookies cleared, and the window at desktop width.
        await client.navigateTo(new URL('/__mock/scenarios', baseURL).href);
        await client.executeScript('localStorage.clear(); sessionStorage.clear();', []);
        await client.deleteAllCookies();
        await client.navigateTo('about:blank');
      }
      const session = new WebDriverSession(baseURL, client);
      await session.setWidth(1280);
      return Object.assign(session, { close: () => Promise.resolve() });
    },
    async close() {
      await client?.deleteSession();
      // The driver and (without a display) Xvfb run in a process group of their own, ended together.
      if (driver?.pid) process.kill(-driver.pid, 'SIGTERM');
      await Promise.resolve();
    },
  };
}
