import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const loader = () => {
  let loads = 0;
  return {
    load: () => {
      loads += 1;
      return Promise.resolve({ Greeting });
    },
    loads: () => loads,
  };
};

describe('preloadable: a component in its own chunk that a route loads with its data', () => {
  it('renders at once once preloaded: no fallback, not even for a frame', async () => {
    const source = loader();
    const section = preloadable(source.load, (module) => module.Greeting);
    await section.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <section.Component name="Astrid" />
      </Suspense>,
    );
    // Synchronously in the first render: nothing to wait for.
    expect(screen.getByText('Hello Astrid')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(source.loads()).toBe(1);
  });

  it('without a preload it loads on first render, suspending meanwhile', async () => {
    const source = loader();
    const section = preloadable(source.load, (module) => module.Greeting);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <section.Component name="Astrid" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    await act(async () => {});
    expect(await screen.findByText('Hello Astrid')).toBeInTheDocument();
  });
});
