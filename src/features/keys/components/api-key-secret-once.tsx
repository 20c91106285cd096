import { useEffect, useId, useRef } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { Notice } from '@/ui/notice';
import { keysMessages } from '@/features/keys/messages/catalog';

/**
 * A key's secret, shown this once (after create or a new secret): it lives only in this component's props (never in
 * the URL, the query cache or storage), so "I have copied it" or leaving the screen drops it for good. Its heading
 * takes focus, so a keyboard or screen-reader user lands on it.
 */
export function ApiKeySecretOnce({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const t = useMessages(keysMessages);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="keys-secret" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('keys.secret.heading', { name })}
      </h2>
      <div className="keys-secret__value">
        <span id={`${id}-label`}>{t('keys.secret.label')}</span>
        <code aria-labelledby={`${id}-label`} className="keys-secret__code">
          {secret}
        </code>
        <CopyButton value={secret} label={t('keys.secret.copy', { name })} />
      </div>
      <Notice tone="warning">{t('keys.secret.once')}</Notice>
      <Button onClick={onDone}>{t('keys.secret.done')}</Button>
    </section>
  );
}
