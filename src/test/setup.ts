import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach } from 'vitest';
import { startI18n } from '@/i18n';
import { preloadDialog } from '@/ui/dialog';

// Components read the core words before they render: English, nothing remembered between tests. A test in
// Swedish calls `setLocale('sv', null)` (and switches back after).
beforeAll(() => startI18n({ languages: ['en'], storage: null }));

// The dialog's chunk (Radix) is loaded, as it is in the app once the browser has been idle after a screen with a
// dialog has drawn: a dialog opens in the render that opens it. (dialog.test.tsx covers a first open before that.)
beforeAll(() => preloadDialog());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// React 18 drops a `ref` given to a function component that does not forward it (a kit field that
// react-hook-form's `register()` could then not reach: its value never read, its error never focused), and only
// says so in a development warning. Here that warning fails the test that caused it.
const originalError = console.error.bind(console);
beforeEach(() => {
  console.error = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes('Function components cannot be given refs')) {
      throw new Error(`A ref was dropped: ${String(args[0])} ${args.slice(1).map(String).join(' ')}`);
    }
    originalError(...args);
  };
});
