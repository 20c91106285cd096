import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/test/render-route';
import { DEMO_VPS } from '@/mock/scenarios/demo/ids';

const web = DEMO_VPS.web;

describe('server overview: what customers look for first', () => {
  it('leads with the status, the addresses with copy buttons, and the plan with its resources', async () => {
    const { requests } = await renderRoute(`/vps/${web.id}`);
    const addresses = await screen.findByRole('region', { name: 'Addresses' });
    expect(addresses).toHaveTextContent(web.ipv4);
    expect(addresses).toHaveTextContent(web.ipv6);
    expect(addresses).toHaveTextContent(web.hostname);
    expect(within(addresses).getByRole('button', { name: `Copy ${web.ipv4}` })).toBeEnabled();
    expect(within(addresses).getByRole('button', { name: `Copy ${web.ipv6}` })).toBeEnabled();
    expect(within(addresses).getByRole('link', { name: 'All addresses and reverse DNS' })).toHaveAttribute(
      'href',
      `/vps/${web.id}?tab=network`,
    );

    const plan = screen.getByRole('region', { name: 'Plan and resources' });
    expect(plan).toHaveTextContent('VPS L');
    expect(plan).toHaveTextContent('4 vCPUs');
    expect(plan).toHaveTextContent('8 GB');
    expect(plan).toHaveTextContent('160 GB');
    expect(within(plan).getByRole('link', { name: /^Usage/ })).toHaveAttribute('href', `/vps/${web.id}?tab=metrics`);

    const power = screen.getByRole('region', { name: 'Power' });
    expect(power).toHaveTextContent('Running');
    // The summary is made of the server already read: no metrics or other section is asked for.
    expect(requests.filter((r) => r.includes('/metrics') || r.includes('/network'))).toEqual([]);
    // The addresses come before the power actions and the plan, in reading order (first on a phone).
    const order = [power, addresses, plan].map((el) => Array.from(document.querySelectorAll('section')).indexOf(el));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('keeps the power ladder in a closed "Power" menu that opens with the same actions and explanations', async () => {
    const { user } = await renderRoute(`/vps/${web.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    const button = within(power).getByRole('button', { name: 'Power' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(power).queryByRole('button', { name: 'Restart' })).not.toBeInTheDocument();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = within(power).getByRole('group', { name: `Power actions for ${web.name}` });
    for (const [action, explanation] of [
      ['Restart', 'Programs close properly'],
      ['Forced restart', 'restarts even if the operating system does not answer'],
      ['Hard reset', 'like pressing the reset button'],
      ['Shut down', 'shut down properly, then powers off'],
      ['Power off', 'Cuts the power at once'],
    ] as const) {
      expect(within(menu).getByRole('button', { name: action })).toHaveAccessibleDescription(
        expect.stringContaining(explanation),
      );
    }
    // Start is there too, blocked with its reason while the server runs.
    expect(within(menu).getByRole('button', { name: 'Start' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('works from the keyboard: Enter opens and focuses the first action, Escape closes back to the button', async () => {
    const { user } = await renderRoute(`/vps/${web.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    const button = within(power).getByRole('button', { name: 'Power' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = within(power).getByRole('group', { name: `Power actions for ${web.name}` });
    const first = within(menu).getAllByRole('button')[0];
    expect(first).toHaveFocus();
    await user.tab();
    expect(within(menu).getAllByRole('button')[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(within(power).queryByRole('group')).not.toBeInTheDocument();

    // Choosing a rung closes the menu; its confirmation gives focus back to the Power button.
    await user.keyboard('{Enter}');
    await user.click(within(power).getByRole('button', { name: 'Restart' }));
    const dialog = screen.getByRole('dialog', { name: `Restart ${web.name}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Make no change' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('a suspended server: the menu still opens and every action says why it is blocked', async () => {
    const { user } = await renderRoute(`/vps/${DEMO_VPS.suspended.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    const menu = within(power).getByRole('group');
    const actions = within(menu).getAllByRole('button');
    expect(actions.length).toBeGreaterThan(3);
    for (const action of actions) expect(action).toHaveAttribute('aria-disabled', 'true');
  });

  it('a click outside closes the menu', async () => {
    const { user } = await renderRoute(`/vps/${web.id}`);
    const power = await screen.findByRole('region', { name: 'Power' });
    await user.click(within(power).getByRole('button', { name: 'Power' }));
    expect(within(power).getByRole('group')).toBeInTheDocument();
    await user.click(screen.getByRole('region', { name: 'Addresses' }));
    expect(within(power).queryByRole('group')).not.toBeInTheDocument();
  });
});
