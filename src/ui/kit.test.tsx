import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { Button, ButtonLink } from './button';
import { Dialog, DialogActions, DialogClose } from './dialog';
import { Checkbox, Radio, RadioGroup, SelectField, TextField } from './fields';
import { Notice } from './notice';
import { ProblemAlert } from './problem-alert';

afterEach(() => {
  vi.useRealTimers();
});

describe('Button', () => {
  it('is busy and refuses clicks while its mutation is on its way', async () => {
    const onClick = vi.fn();
    render(
      <Button guard={{ isPending: true, retryAt: null }} onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it("counts a 429's wait down on itself and comes back when it has passed", () => {
    vi.useFakeTimers();
    render(<Button guard={{ isPending: false, retryAt: Date.now() + 3000 }}>Place order</Button>);
    expect(screen.getByRole('button')).toHaveAccessibleName('Place order (wait 3 s)');
    expect(screen.getByRole('button')).toBeDisabled();
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button')).toHaveAccessibleName('Place order (wait 2 s)');
    act(() => void vi.advanceTimersByTime(2000));
    expect(screen.getByRole('button')).toHaveAccessibleName('Place order');
    expect(screen.getByRole('button')).toBeEnabled();
  });
});

describe('ButtonLink', () => {
  it('is a link with the look of the kit button', async () => {
    const rootRoute = createRootRoute({
      component: () => (
        <ButtonLink to="/" variant="primary" size="small">
          Clear filter
        </ButtonLink>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory() });
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Clear filter' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('button', 'button--primary', 'button--small');
  });
});

describe('Notice', () => {
  it('says its tone in words and with an icon, never by colour alone', () => {
    render(
      <Notice tone="warning" role="status" title="Quota nearly full">
        Two mailboxes are over 90 %.
      </Notice>,
    );
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Warning: Quota nearly full');
    expect(notice.querySelector('.notice__icon')).toHaveTextContent('!');
  });
});

describe('fields', () => {
  it('tie label, hint and error to their control', () => {
    render(
      <>
        <TextField label="Name" hint="Letters and digits" error="Too long" defaultValue="x" />
        <SelectField label="Cycle" defaultValue="monthly">
          <option value="monthly">Monthly</option>
        </SelectField>
        <Checkbox label="Keep the old IP" hint="It stays reserved" />
        <RadioGroup legend="Billing" error="Choose one">
          <Radio name="c" value="a" label="Annually" />
        </RadioGroup>
      </>,
    );
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Letters and digits Too long');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Cycle' })).toHaveValue('monthly');
    const keep = screen.getByRole('checkbox', { name: 'Keep the old IP' });
    expect(keep).not.toBeChecked();
    expect(keep).toHaveAccessibleDescription('It stays reserved');
    expect(screen.getByRole('group', { name: 'Billing' })).toHaveAccessibleDescription('Choose one');
    expect(screen.getByRole('radio', { name: 'Annually' })).toBeInTheDocument();
  });
});

describe('Dialog', () => {
  function Opener({ locked = false }: { locked?: boolean }) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
        <Dialog open={open} onOpenChange={setOpen} title="Delete snapshot" locked={locked}>
          <p>It cannot be undone.</p>
          <DialogActions>
            <DialogClose>Cancel</DialogClose>
          </DialogActions>
        </Dialog>
      </>
    );
  }

  it('hands focus back to the control that opened it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Delete snapshot' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('stays open while locked (a request it started is on its way)', async () => {
    const user = userEvent.setup();
    render(<Opener locked />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Delete snapshot' })).toBeInTheDocument();
  });
});

describe('ProblemAlert for a write whose outcome is unknown', () => {
  it('says it may have been applied, never just "try again"', () => {
    render(
      <ProblemAlert
        error={
          new ApiError({ status: 0, code: 'network_error', title: 'Cannot reach the server', outcomeUnknown: true })
        }
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not confirm that this went through');
    expect(alert).toHaveTextContent('may have been applied');
    expect(alert).not.toHaveTextContent('Check your connection and try again');
  });
});
