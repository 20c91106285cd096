import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadDialog } from '@/ui/dialog';
// Components read the core words before they render (English, as in the Node tests).
import './setup-node';

// The dialog's chunk (Radix) is loaded, as it is in the app once the browser has been idle after a screen with a
// dialog has drawn: a dialog opens in the render that opens it. (dialog.test.tsx covers a first open before that.)
beforeAll(() => preloadDialog());

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
