import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ExternalLink } from './external-link';
import { replayMode } from './replay-mode';

describe('ExternalLink', () => {
  it('opens an https address in a new tab without opener or referrer, and says so', () => {
    render(<ExternalLink href="https://pay.example/inv_1">Pay invoice</ExternalLink>);
    const link = screen.getByRole('link', { name: 'Pay invoice (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://pay.example/inv_1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('links nothing that is not https, and shows the fallback instead', () => {
    const { rerender } = render(
      <ExternalLink href="http://pay.example/inv_1" fallback="No link">
        Pay invoice
      </ExternalLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('No link')).toBeInTheDocument();
    rerender(<ExternalLink href="javascript:alert(1)">Pay invoice</ExternalLink>);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('Pay invoice')).not.toBeInTheDocument();
  });

  it('says a payment link that is not https could not be shown safely, never printing the address', () => {
    const { container, rerender } = render(
      <ExternalLink href="javascript:alert(document.cookie)" payment>
        Pay invoice
      </ExternalLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText(/The payment link could not be shown safely\. Pay from the invoice/)).toBeInTheDocument();
    expect(container).not.toHaveTextContent('javascript');
    // No address at all is not an unsafe one: the fallback (nothing).
    rerender(
      <ExternalLink href={null} payment>
        Pay invoice
      </ExternalLink>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  describe('in a replay of a customer’s view', () => {
    afterEach(() => replayMode.set(null));

    it('draws the words and the address as text, never a link support could follow', () => {
      replayMode.set({ createdAt: '2026-11-27T20:00:00.000Z', scenario: null, kept: true });
      const { container } = render(
        <ExternalLink variant="primary" href="https://pay.example/inv_1" payment>
          Pay invoice
        </ExternalLink>,
      );
      expect(screen.queryByRole('link')).not.toBeInTheDocument();
      expect(container.querySelector('a')).toBeNull();
      expect(container).toHaveTextContent(
        'Pay invoice (a link to https://pay.example/inv_1 in the customer’s view, not opened in a replay)',
      );
    });
  });
});
