import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * Opens "Share this view with support" (the app provides it, and loads the dialog only when it is first opened):
 * the account area and every problem alert offer it. Null where sharing is not offered (sign-in, a replay, tests).
 */
export const ShareViewContext = createContext<(() => void) | null>(null);

export function useShareView(): (() => void) | null {
  return useContext(ShareViewContext);
}

/**
 * The view the customer last shared in this tab (the file the share dialog downloaded, masked as they chose), for
 * "Attach this view" in a ticket's reply box. In memory only; forgotten at sign-out with everything else of the tab.
 */
export interface SharedView {
  file: File;
  /** When the view was made (ISO). */
  createdAt: string;
}

let lastShared: SharedView | null = null;
const sharedListeners = new Set<() => void>();

export const sharedViews = {
  get: (): SharedView | null => lastShared,
  set(view: SharedView | null): void {
    lastShared = view;
    sharedListeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    sharedListeners.add(listener);
    return () => {
      sharedListeners.delete(listener);
    };
  },
};

export function useLastSharedView(): SharedView | null {
  return useSyncExternalStore(sharedViews.subscribe, sharedViews.get, sharedViews.get);
}
