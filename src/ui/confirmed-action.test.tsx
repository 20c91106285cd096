import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { GuardedMutation, SendCallbacks } from '../api/guarded-mutation';
import { ConfirmedAction } from './confirmed-action';
import type { Gate } from './gated-button';

const REFUSED = { refused: true } as const;
const open: Gate = { allowed: true, code: null, reason: null };

/** A mutation whose answer the test chooses: `outcome` is thrown to onError, or 'ok' succeeds. */
function Harness({ outcome, onDone }: { outcome: unknown; onDone: () => void }) {
  const [error, setError] = useState<unknown>(null);
  const send = vi.fn();
  const mutation: GuardedMutation<string, void> = {
    isPending: false,
    retryAt: null,
    isSuccess: false,
    data: undefined,
    variables: undefined,
    error,
    reset: () => setError(null),
    mutate: (_vars: void, callbacks?: SendCallbacks<string>) => {
      send();
      if (outcome === 'ok') callbacks?.onSuccess?.('done');
      else {
        setError(outcome);
        callbacks?.onError?.(outcome);
      }
      return true;
    },
  };
  return (
    <ConfirmedAction
      gate={open}
      label="Cancel order"
      mutation={mutation}
      refusalOf={(e) => (e === REFUSED ? { allowed: false, code: null, reason: 'It has started.' } : null)}
      refused={(reason) => <>Not cancelled: {reason}</>}
      title="Cancel order 300101?"
      description={<p>Its invoice is cancelled too.</p>}
      confirmLabel="Cancel the order"
      cancelLabel="Keep the order"
      onDone={onDone}
    />
  );
}

describe('ConfirmedAction', () => {
  it('says what will happen before sending, and is done once confirmed', async () => {
    const onDone = vi.fn();
    render(<Harness outcome="ok" onDone={onDone} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 300101?' });
    expect(within(dialog).getByText('Its invoice is cancelled too.')).toBeInTheDocument();
    expect(onDone).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' }));
    expect(onDone).toHaveBeenCalledWith('done');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a refusal and says its reason beside the button, in words', async () => {
    render(<Harness outcome={REFUSED} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Not cancelled: It has started\./);
    // Opening it again forgets the refusal.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    expect(screen.queryByText(/Not cancelled/)).not.toBeInTheDocument();
  });

  it('keeps any other failure in the dialog, where it can be tried again', async () => {
    render(<Harness outcome={new Error('offline')} onDone={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel the order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel order 300101?' });
    expect(within(dialog).getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText(/Not cancelled/)).not.toBeInTheDocument();
  });
});
