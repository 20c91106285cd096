import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button, ButtonLink } from './button';
import { TextAreaField } from './fields';
import { GatedButton } from './gated-button';

const open = { allowed: true, reason: null };

describe('button variants', () => {
  it('draws a destructive choice among others as danger-outline', () => {
    render(<Button variant="danger-outline">Power off</Button>);
    expect(screen.getByRole('button', { name: 'Power off' })).toHaveClass('button', 'button--danger-outline');
  });

  it("GatedButton takes Button's variant and size; without them its className styles it, as before", () => {
    render(
      <>
        <GatedButton gate={open} variant="danger-outline" size="small">
          Remove
        </GatedButton>
        <GatedButton gate={open}>Plain</GatedButton>
        <GatedButton gate={open} className="button button--primary">
          Classed
        </GatedButton>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Remove' })).toHaveClass(
      'button',
      'button--danger-outline',
      'button--small',
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('class', 'button');
    expect(screen.getByRole('button', { name: 'Classed' })).toHaveAttribute('class', 'button button--primary');
  });

  it('ButtonLink stays a link, drawn as a button', async () => {
    const rootRoute = createRootRoute({
      component: () => (
        <ButtonLink to="/" variant="ghost" size="small">
          Clear search
        </ButtonLink>
      ),
    });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router} />);
    const link = await screen.findByRole('link', { name: 'Clear search' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('button', 'button--ghost', 'button--small');
  });
});

describe('describedBy on a field', () => {
  it('adds more descriptions after the hint and the error', () => {
    render(
      <>
        <TextAreaField label="Public key" hint="One line" error="Not a key" describedBy="key-state" />
        <p id="key-state">ssh-ed25519, 256 bits</p>
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Public key' })).toHaveAccessibleDescription(
      'One line Not a key ssh-ed25519, 256 bits',
    );
  });
});
