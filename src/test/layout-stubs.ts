import { beforeAll, vi } from 'vitest';

/**
 * jsdom has neither `matchMedia` nor `ResizeObserver`: a screen that follows the phone breakpoint and its own size
 * (the virtualized domain list) gets a desktop width that never changes. Call it at the top of a test file.
 */
export function stubLayoutObservers(): void {
  beforeAll(() => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });
}
