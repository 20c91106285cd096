import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

/**
 * A fresh copy of the kit's dialog module: its chunk not yet fetched (the test setup preloads the shared one). The
 * fresh copy has a fresh i18n store too, started as the setup starts the shared one.
 */
async function freshDialog() {
  vi.resetModules();
  const { startI18n } = await import('@/i18n');
  await startI18n({ languages: ['en'], storage: null });
  return import('./dialog');
}

describe('Dialog: Radix is a chunk of its own', () => {
  it('a first open before the chunk has arrived: the dialog appears once it has', async () => {
    const { Dialog } = await freshDialog();
    render(
      <Dialog open onOpenChange={() => undefined} title="Restart web-01?">
        <p>The server restarts now.</p>
      </Dialog>,
    );
    expect(await screen.findByRole('dialog', { name: 'Restart web-01?' })).toBeInTheDocument();
    expect(screen.getByText('The server restarts now.')).toBeInTheDocument();
  });

  it('fetches the chunk in an idle moment after drawing, so the first open is drawn in its own render', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const { Dialog, DialogClose, preloadDialog } = await freshDialog();
    function Screen() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Restart
          </button>
          <Dialog open={open} onOpenChange={setOpen} title="Restart web-01?">
            <DialogClose>Make no change</DialogClose>
          </Dialog>
        </>
      );
    }
    const { unmount } = render(<Screen />);
    // Closed and not yet opened: nothing of it in the page.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(idle.length).toBeGreaterThan(0);
    await act(async () => {
      for (const run of idle) run();
      // The download the idle moment started (the same module promise), until it is in.
      await preloadDialog();
    });
    act(() => screen.getByRole('button', { name: 'Restart' }).click());
    // In the same render as the click: no wait for a download.
    expect(screen.getByRole('dialog', { name: 'Restart web-01?' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Make no change' }).click());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();
  });
});
