import type { ReactNode } from 'react';
import { useMessages } from '@/i18n';

export type NoticeTone = 'info' | 'success' | 'warning' | 'danger';

const icons: Record<NoticeTone, string> = { info: 'i', success: '✓', warning: '!', danger: '✕' };

/**
 * A message beside the content: information, a success, a warning or a danger. The tone is carried by an icon of
 * its own shape and, for assistive technology, a word ("Warning:"), never by colour alone. `role` is the caller's
 * choice: `status` for news that arrives, `alert` for a failure that needs attention, none for standing text.
 */
export function Notice({
  tone = 'info',
  title,
  role,
  className,
  id,
  children,
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  role?: 'status' | 'alert' | 'note';
  className?: string;
  id?: string;
  children?: ReactNode;
}) {
  const t = useMessages();
  return (
    <div id={id} role={role} className={['notice', `notice--${tone}`, className].filter(Boolean).join(' ')}>
      <span className="notice__icon" aria-hidden="true">
        {icons[tone]}
      </span>
      <div className="notice__body">
        <span className="visually-hidden">{t('notice.tone', { tone })} </span>
        {title ? <p className="notice__title">{title}</p> : null}
        {children}
      </div>
    </div>
  );
}
