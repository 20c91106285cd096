import { useEffect, useId, useRef } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { Notice } from '@/ui/notice';
import { hostingDetailMessages } from '@/features/hosting/messages/catalog';

/**
 * The generated password of a mailbox just created, shown this once: it lives only in this component's props
 * (never in the URL, the cache or storage), so leaving the screen or pressing "I have saved it" drops it for good.
 * Its heading takes focus, so a keyboard or screen-reader user lands on it after submitting.
 */
export function MailboxPasswordOnce({
  email,
  password,
  onDone,
}: {
  email: string;
  password: string;
  onDone: () => void;
}) {
  const t = useMessages(hostingDetailMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="hosting-card hosting-password-once" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('hostingDetail.mailboxes.password.heading', { email })}
      </h3>
      <div className="hosting-password-once__value">
        <span id={`${id}-label`}>{t('hostingDetail.mailboxes.password.label')}</span>
        <code aria-labelledby={`${id}-label`} className="hosting-password-once__code">
          {password}
        </code>
        <CopyButton value={password} label={t('hostingDetail.mailboxes.password.copy', { email })} />
      </div>
      <Notice tone="warning">{t('hostingDetail.mailboxes.password.once')}</Notice>
      <Button onClick={onDone}>{t('hostingDetail.mailboxes.password.done')}</Button>
    </section>
  );
}
