import { createContext, useContext } from 'react';

/**
 * Opens "Share this view with support" (the app provides it, and loads the dialog only when it is first opened):
 * the account area and every problem alert offer it. Null where sharing is not offered (sign-in, a replay, tests).
 */
export const ShareViewContext = createContext<(() => void) | null>(null);

export function useShareView(): (() => void) | null {
  return useContext(ShareViewContext);
}
