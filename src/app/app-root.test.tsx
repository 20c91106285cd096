import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/client';
import { onCaughtError } from './app-root';

/** An error boundary that shows what it caught, as a route's does. */
class Boundary extends Component<{ children: ReactNode }, { caught: string | null }> {
  override state = { caught: null };
  static getDerivedStateFromError(error: unknown) {
    return { caught: error instanceof Error ? error.message : String(error) };
  }
  override render() {
    return this.state.caught === null ? this.props.children : <p role="alert">{this.state.caught}</p>;
  }
}

function Throws({ error }: { error: unknown }): ReactNode {
  throw error;
}

/** Renders a component that throws inside a boundary, on a root with the app's `onCaughtError`; the console's error lines. */
function renderCaught(error: unknown) {
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <Boundary>
      <Throws error={error} />
    </Boundary>,
    { onCaughtError },
  );
  return errors;
}

describe('onCaughtError (createRoot: an error a boundary caught)', () => {
  it('logs nothing for an API error, which the boundary shows with its request id', () => {
    const errors = renderCaught(new ApiError({ status: 404, code: 'not_found', title: 'Not found' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Not found');
    expect(errors).not.toHaveBeenCalled();
  });

  it('logs any other error, a bug, with where it was thrown', () => {
    const bug = new TypeError('x is undefined');
    const errors = renderCaught(bug);
    expect(screen.getByRole('alert')).toHaveTextContent('x is undefined');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(bug, expect.stringContaining('Throws'));
  });
});
