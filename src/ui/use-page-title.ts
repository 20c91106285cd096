import { useEffect } from 'react';
import { useMessages } from '@/i18n';

/** Each screen names itself in the tab title (WCAG 2.4.2), in the active language. */
export function usePageTitle(title: string) {
  const t = useMessages();
  useEffect(() => {
    document.title = t('shell.documentTitle', { title });
  }, [t, title]);
}
