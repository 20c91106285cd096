import type { Locator, Page } from '@playwright/test';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

/** Parts of a server's screen that the VPS specs look in. */
export const header = (page: Page) => page.locator('.page__header');
export const power = (page: Page) => page.getByRole('region', { name: 'Power' });

/** The Power menu's panel of actions (it starts closed: `powerAction` opens it). */
export const powerMenu = (page: Page) => power(page).getByRole('group', { name: /^Power actions for / });

/** One action of the Power menu, opening the menu first when it is closed. */
export async function powerAction(page: Page, name: string): Promise<Locator> {
  const toggle = power(page).getByRole('button', { name: 'Power', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return powerMenu(page).getByRole('button', { name, exact: true });
}

/** Each section of a server's screen, with what shows it has loaded (screenshots and checks walk through them). */
export const TABS = [
  { tab: 'overview', server: DEMO_VPS.web.id, ready: (page: Page) => power(page) },
  {
    tab: 'network',
    server: DEMO_VPS.mismatch.id,
    ready: (page: Page) => page.getByRole('region', { name: 'Network', exact: true }),
  },
  {
    tab: 'ssh-keys',
    server: DEMO_VPS.web.id,
    ready: (page: Page) => page.getByRole('region', { name: 'SSH keys' }),
  },
  {
    tab: 'snapshots',
    server: DEMO_VPS.snapshotsFull.id,
    ready: (page: Page) => page.getByRole('region', { name: 'Snapshots' }),
  },
] as const;
