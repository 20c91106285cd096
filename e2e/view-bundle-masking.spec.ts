import { readFile } from 'node:fs/promises';
import { expect, expectAccessible, test } from './fixtures';
import { DEMO_CUSTOMERS, DEMO_HOSTING } from '@/mock/scenarios/demo/ids';
import { openView, shareView } from './view-bundle-steps';

const address = DEMO_HOSTING.main.mailboxes.overQuota;
const subject = `Mailbox quota exceeded for ${address}`;

test.describe('a masked view (issue 35)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a search for an e-mail address is masked in the file, and the replay still shows what it found', async ({
    page,
    world,
    signInAs,
    browser,
  }, testInfo) => {
    test.slow();
    await signInAs(world.keys.full);
    await page.goto(`/support/tickets?${new URLSearchParams({ q: address })}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('link', { name: subject })).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);

    const file = await shareView(page, testInfo.outputPath('view.json'), 'en');
    const text = await readFile(file, 'utf8');
    // Neither the search in the screen's address nor the one in the read's query, encoded or not.
    for (const personal of [address, encodeURIComponent(address), DEMO_CUSTOMERS.main.name, 'Astrid']) {
      expect(text).not.toContain(personal);
    }

    const support = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    const replay = await support.newPage();
    await openView(replay, file);
    await expect(replay.getByText(/Replay of a customer’s view from/)).toBeVisible();
    // The masked search is in the address and the box, and the replay has the answer it asks for.
    await expect(replay).toHaveURL(/\/support\/tickets\?q=person\d+%40example\.invalid(&|$)/);
    const masked = new URL(replay.url()).searchParams.get('q') ?? '';
    await expect(replay.getByRole('searchbox', { name: 'Subject or ticket number' })).toHaveValue(masked);
    const replayed = replay.getByRole('table');
    await expect(replayed.getByRole('link', { name: `Mailbox quota exceeded for ${masked}` })).toBeVisible();
    await expect(replayed.getByRole('row')).toHaveCount(2);
    await expect(replay.getByText(/This screen is not in the customer’s view/)).toHaveCount(0);
    await expect(replay.locator('body')).not.toContainText(address);
    await expectAccessible(replay, 'replay of a masked search');
    await support.close();
  });
});
