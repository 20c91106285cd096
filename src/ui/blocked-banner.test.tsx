import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BlockedBanner, BlockedScope } from './blocked-banner';
import { GatedButton } from './gated-button';

const suspended = { allowed: false, reason: 'web-01 is suspended: invoice 7 is overdue.', code: 'example_suspended' };
const other = { allowed: false, reason: 'Start is not possible while running.', code: 'example_running' };

describe('BlockedBanner and BlockedScope', () => {
  it('a gate the banner covers: disabled, described by the banner, its reason not repeated', async () => {
    const onClick = vi.fn();
    render(
      <BlockedScope bannerId="banner" codes={['example_suspended']}>
        <BlockedBanner id="banner" title="web-01 is suspended" actions={<a href="/orders">See unpaid orders</a>}>
          <p>Pay the overdue invoice to lift it.</p>
        </BlockedBanner>
        <GatedButton gate={suspended} aria-describedby="restart-about" onClick={onClick}>
          Restart
        </GatedButton>
        <p id="restart-about">Closes programs properly.</p>
        <GatedButton gate={suspended}>Power off</GatedButton>
      </BlockedScope>,
    );
    const banner = screen.getByRole('region', { name: 'web-01 is suspended' });
    expect(banner).toHaveTextContent('Pay the overdue invoice to lift it.');
    expect(screen.getByRole('link', { name: 'See unpaid orders' })).toBeInTheDocument();

    const restart = screen.getByRole('button', { name: 'Restart' });
    expect(restart).toHaveAttribute('aria-disabled', 'true');
    // Described by why it is blocked: the banner (as a blocked button is by its own reason).
    expect(restart).toHaveAttribute('aria-describedby', 'banner');
    expect(restart).toHaveAccessibleDescription(/web-01 is suspended/);
    expect(screen.getByRole('button', { name: 'Power off' })).toHaveAttribute('aria-describedby', 'banner');
    expect(screen.queryByText(suspended.reason)).not.toBeInTheDocument();
    await userEvent.click(restart);
    expect(onClick).not.toHaveBeenCalled();
  });

  // Codes the problem words do not know: the server's reason is said, once the words have loaded.
  it('a gate of another code, or with no banner on the page, says its own reason beside itself', async () => {
    render(
      <>
        <BlockedScope bannerId="banner" codes={['example_suspended']}>
          <GatedButton gate={other}>Start</GatedButton>
        </BlockedScope>
        <BlockedScope bannerId={null} codes={['example_suspended']}>
          <GatedButton gate={suspended}>Restart</GatedButton>
        </BlockedScope>
      </>,
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Start' })).toHaveAccessibleDescription(other.reason),
    );
    expect(screen.getByRole('button', { name: 'Restart' })).toHaveAccessibleDescription(suspended.reason);
  });

  it('an allowed gate is not described by the banner', () => {
    render(
      <BlockedScope bannerId="banner" codes={['example_suspended']}>
        <GatedButton gate={{ allowed: true, reason: null, code: null }}>Rename</GatedButton>
      </BlockedScope>,
    );
    expect(screen.getByRole('button', { name: 'Rename' })).not.toHaveAttribute('aria-describedby');
  });
});
