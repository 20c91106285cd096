import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { tolerantGate } from '../api/schemas/common';
import { ConfirmDialog } from './confirm-dialog';
import { GatedButton } from './gated-button';
import { ProblemAlert } from './problem-alert';

describe('ProblemAlert', () => {
  // Words by code, the details disclosure, Swedish: problem-alert.test.tsx.
  it('explains a failure that never reached the server', () => {
    render(<ProblemAlert error={new Error('boom')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong in the panel');
    // Under "Details for support".
    expect(screen.getByRole('alert')).toHaveTextContent('none (the request did not reach the server)');
  });
});

describe('GatedButton', () => {
  it('stays visible when blocked, says why, and refuses the click', async () => {
    const onClick = vi.fn();
    render(
      <GatedButton
        // A code the problem words do not know: the server's reason, as sent, once they are loaded.
        gate={{ allowed: false, reason: 'The VPS is already stopped.', code: 'already_stopped' }}
        onClick={onClick}
      >
        Stop
      </GatedButton>,
    );
    const button = screen.getByRole('button', { name: 'Stop' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(button).toHaveAccessibleDescription('The VPS is already stopped.'));
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('says in the panel’s words why a gate the server left out is blocked', () => {
    const gate = z.parse(tolerantGate, undefined);
    render(<GatedButton gate={gate}>Stop</GatedButton>);
    expect(screen.getByRole('button', { name: 'Stop' })).toHaveAccessibleDescription(
      'The server did not say whether this action is allowed.',
    );
  });

  it('acts when allowed', async () => {
    const onClick = vi.fn();
    render(
      <GatedButton gate={{ allowed: true, reason: null }} onClick={onClick}>
        Restart
      </GatedButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('takes the kit look from variant and size, adding className; without them className replaces it', () => {
    render(
      <>
        <GatedButton gate={{ allowed: true, reason: null }} variant="danger" size="small" className="x-extra">
          Delete
        </GatedButton>
        <GatedButton gate={{ allowed: true, reason: null }} className="x-own">
          Own
        </GatedButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute(
      'class',
      'button button--danger button--small x-extra',
    );
    expect(screen.getByRole('button', { name: 'Own' })).toHaveAttribute('class', 'x-own');
  });
});

function Harness({ onConfirm, typeToConfirm }: { onConfirm: () => void; typeToConfirm?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="Delete snapshot?"
      description={<p>The snapshot is removed for good.</p>}
      confirmLabel="Delete"
      tone="danger"
      typeToConfirm={typeToConfirm}
      onConfirm={onConfirm}
    />
  );
}

describe('ConfirmDialog', () => {
  it('says what will happen and confirms on the explicit button', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('dialog', { name: 'Delete snapshot?' });
    expect(dialog).toHaveTextContent('The snapshot is removed for good.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('asks for the resource name before an irreversible action', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} typeToConfirm="web-01" />);
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Type web-01 to confirm/), 'web-01');
    expect(confirm).toBeEnabled();
  });

  it('closes on Escape without confirming', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
