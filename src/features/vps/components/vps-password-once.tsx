import { useEffect, useId, useRef } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { Notice } from '@/ui/notice';
import { vpsDetailMessages } from '@/features/vps/messages/catalog';

/**
 * A root password the server just made, shown this once (a new server without SSH keys, a reinstall, rescue, a
 * reset): it lives only in the caller's state (never the URL, the cache or storage), so "I have saved it" or leaving
 * the screen drops it for good. Its heading takes focus, so keyboard and screen-reader users land on it.
 */
export function VpsPasswordOnce({
  heading,
  password,
  note,
  onDone,
}: {
  heading: string;
  password: string;
  /** What the password is for (the rescue system's, valid until rescue ends...). */
  note?: string;
  onDone: () => void;
}) {
  const t = useMessages(vpsDetailMessages);
  const id = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="vps-overview__card vps-password-once" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={headingRef} tabIndex={-1}>
        {heading}
      </h3>
      <div className="vps-password-once__value">
        <span id={`${id}-label`}>{t('vpsDetail.password.label')}</span>
        <code aria-labelledby={`${id}-label`} className="vps-password-once__code">
          {password}
        </code>
        <CopyButton value={password} label={t('vpsDetail.password.copy')} />
      </div>
      {note ? <p>{note}</p> : null}
      <Notice tone="warning">{t('vpsDetail.password.once')}</Notice>
      <Button onClick={onDone}>{t('vpsDetail.password.done')}</Button>
    </section>
  );
}
