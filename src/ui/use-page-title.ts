import { useEffect } from 'react';

/** Each screen names itself in the tab title (WCAG 2.4.2). */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Control panel`;
  }, [title]);
}
