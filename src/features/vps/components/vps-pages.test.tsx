import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findListCount } from '@/test/list-count';
import { breakItems, renderRoute } from '@/test/render-route';

import { DEMO_VPS, DEMO_VPS_COUNTS } from '@/mock/scenarios/demo/ids';

const SERVER_COUNT = DEMO_VPS_COUNTS.main.total;

// Route tests: the real VPS routes (search and params checks, loaders, shell) against the in-process mock.
describe('server list route', () => {
  it('lists every server', async () => {
    await renderRoute('/vps');
    const table = await screen.findByRole('table', { name: 'All servers' });
    expect(within(table).getAllByRole('row')).toHaveLength(SERVER_COUNT + 1);
    expect(document.title).toBe('Servers · Control panel');
  });

  it('sends the search text (trimmed) and status from the URL, and shows them in the form', async () => {
    const { requests } = await renderRoute(`/vps?q=%20${DEMO_VPS.db.name}%20&status=stopped`);
    const filtered = await screen.findByRole('table', { name: 'Servers matching your filters' });
    expect(within(filtered).getAllByRole('row')).toHaveLength(2);
    expect(requests).toContain(`GET /api/v2/vps?q=${DEMO_VPS.db.name}&status=stopped&limit=20`);
    expect(screen.getByLabelText('Name or IP address')).toHaveValue(DEMO_VPS.db.name);
    expect(screen.getByLabelText('Status')).toHaveValue('stopped');
  });

  it('counts every server when nothing is filtered', async () => {
    await renderRoute('/vps');
    await screen.findByRole('table', { name: 'All servers' });
    expect(await findListCount()).toHaveTextContent(`${SERVER_COUNT} servers`);
  });

  it('filters as the user types: the text goes to the URL and the count says how many of all match', async () => {
    const { user, router } = await renderRoute('/vps');
    await screen.findByRole('table', { name: 'All servers' });
    await user.type(screen.getByLabelText('Name or IP address'), DEMO_VPS.db.name);
    const filtered = await screen.findByRole('table', { name: 'Servers matching your filters' });
    expect(within(filtered).getAllByRole('row')).toHaveLength(2);
    expect(router.state.location.search).toEqual({ q: DEMO_VPS.db.name });
    expect(await findListCount(`1 of ${SERVER_COUNT} servers`)).toBeInTheDocument();
  });

  it('applies a status as it is chosen, and clears every filter from the empty state', async () => {
    const { user, router } = await renderRoute('/vps?q=nothing-is-called-this');
    expect(await screen.findByRole('heading', { level: 2, name: 'No servers match' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));
    await screen.findByRole('table', { name: 'All servers' });
    expect(router.state.location.search).toEqual({});
    expect(screen.getByLabelText('Name or IP address')).toHaveValue('');

    await user.selectOptions(screen.getByLabelText('Status'), 'stopped');
    const stopped = await screen.findByRole('table', { name: 'Servers matching your filters' });
    expect(within(stopped).getAllByRole('row')).toHaveLength(DEMO_VPS_COUNTS.main.byStatus.stopped + 1);
    expect(router.state.location.search).toEqual({ status: 'stopped' });
    expect(
      await findListCount(`${DEMO_VPS_COUNTS.main.byStatus.stopped} of ${SERVER_COUNT} servers`),
    ).toBeInTheDocument();
  });

  it('drops a bad status from the URL instead of failing', async () => {
    const { requests } = await renderRoute('/vps?status=melting');
    expect(await screen.findByRole('table', { name: 'All servers' })).toBeInTheDocument();
    expect(requests.some((r) => r.includes('status='))).toBe(false);
  });
});

describe('server detail route', () => {
  it('restarts after confirmation; the status follows the job to its end', async () => {
    const { user, advanceClock } = await renderRoute(`/vps/${DEMO_VPS.web.id}`, { jobDurationMs: 60_000 });
    const heading = await screen.findByRole('heading', { level: 1, name: DEMO_VPS.web.name });
    const header = heading.closest('.page__header') as HTMLElement;
    expect(within(header).getByText('Running')).toBeInTheDocument();

    const power = screen.getByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    await user.click(within(power).getByRole('button', { name: 'Restart' }));
    const dialog = screen.getByRole('dialog', { name: `Restart ${DEMO_VPS.web.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Restart' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(header).findByText('Restarting')).toBeInTheDocument();

    await advanceClock(61_000);
    expect(await within(header).findByText('Running', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(within(power).getAllByRole('status')[0]).toHaveTextContent('Completed');
  });

  it('blocks power actions of a stopped server with the reason, and offers Start', async () => {
    const { user } = await renderRoute(`/vps/${DEMO_VPS.db.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    const restart = within(power).getByRole('button', { name: 'Restart' });
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    // The gate's code in words (the route loaded them), not the server's sentence.
    expect(restart).toHaveAccessibleDescription('The server is not running. Start it first.');
    expect(within(power).getByRole('button', { name: 'Start' })).not.toHaveAttribute('aria-disabled');
  });

  it('treats a malformed server id as an unknown page without asking the server', async () => {
    const { requests } = await renderRoute('/vps/web-01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(requests.filter((r) => r.includes('/api/v2/vps'))).toEqual([]);
  });
});

describe('server snapshots', () => {
  it('never offers to delete a snapshot whose name would address the folder above, and sends nothing for it', async () => {
    const snapshotsPath = `GET /api/v2/vps/${DEMO_VPS.web.id}/snapshots`;
    const { user, requests } = await renderRoute(`/vps/${DEMO_VPS.web.id}?tab=snapshots`, {
      // A server that names a snapshot `..` (the mock never does): `/snapshots/..` would be the server itself.
      rewrite: (request, body) => {
        if (request !== snapshotsPath) return undefined;
        const list = body as { data: Record<string, unknown>[] };
        const [first] = list.data;
        return { ...list, data: [...list.data, { ...first, id: null, name: '..' }] };
      },
    });
    const table = await screen.findByRole('table', { name: /Snapshots of web-01/ });
    const dotDot = within(table).getByRole('button', { name: 'Delete snapshot ..' });
    expect(dotDot).toHaveAttribute('aria-disabled', 'true');
    expect(dotDot).toHaveAccessibleDescription(/cannot be sent to the server as part of an address/);
    await user.click(dotDot);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.filter((r) => r.startsWith('DELETE'))).toEqual([]);
    // Its siblings keep their delete.
    expect(within(table).getByRole('button', { name: 'Delete snapshot before-php-upgrade' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });
});

describe('a list with malformed items', () => {
  it('says how many servers could not be shown, and shows the others', async () => {
    await renderRoute('/vps', { rewrite: breakItems('GET /api/v2/vps', { indexes: [0, 3] }) });
    const table = await screen.findByRole('table', { name: 'All servers' });
    expect(within(table).getAllByRole('row')).toHaveLength(SERVER_COUNT - 2 + 1);
    expect(within(table).getByRole('link', { name: DEMO_VPS.web.name })).toBeInTheDocument();
    const notice = screen.getByText('2 items could not be shown.').closest('[role="status"]');
    expect(notice).toHaveTextContent('Everything else here is complete. If this keeps happening, contact support.');
  });

  it('says so for the SSH keys and snapshots of a server too', async () => {
    const keys = breakItems(`GET /api/v2/vps/${DEMO_VPS.web.id}/ssh-keys`, { key: 'sshKeys' });
    const snapshots = breakItems(`GET /api/v2/vps/${DEMO_VPS.web.id}/snapshots`);
    const { router } = await renderRoute(`/vps/${DEMO_VPS.web.id}?tab=snapshots`, {
      rewrite: (request, body) => keys(request, body) ?? snapshots(request, body),
    });
    await screen.findByRole('table', { name: /Snapshots of web-01/ });
    expect(screen.getByText('1 item could not be shown.')).toBeInTheDocument();
    await router.navigate({ to: '/vps/$vpsId', params: { vpsId: DEMO_VPS.web.id }, search: { tab: 'ssh-keys' } });
    expect(await screen.findByRole('group', { name: 'Keys installed on web-01' })).toBeInTheDocument();
    expect(screen.getByText('1 item could not be shown.')).toBeInTheDocument();
  });
});
