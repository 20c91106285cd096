import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
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
