import { useEffect, useId, useRef } from 'react';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { CopyButton } from '@/ui/copy-button';
import { useFormat } from '@/ui/format/use-format';
import { Notice } from '@/ui/notice';
import { accountMessages } from '@/features/account/messages/catalog';
import { saveFile } from '@/ui/save-file';

/**
 * New recovery codes, shown this once (after turning the authenticator on, or making new ones): they live only in
 * this component's props (never in the URL, the query cache or storage), so "I have saved them" or leaving the page
 * drops them for good. Copy all, or download them as a text file. The heading takes focus.
 */
export function RecoveryCodesOnce({
  codes,
  email,
  onDone,
}: {
  codes: readonly string[];
  email: string;
  onDone: () => void;
}) {
  const t = useMessages(accountMessages);
  const format = useFormat();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = codes.join('\n');
  const download = () => {
    const file = t('account.recovery.file', { email, date: format.dateTime(new Date().toISOString()), codes: text });
    saveFile(new Blob([file], { type: 'text/plain;charset=utf-8' }), t('account.recovery.fileName'));
  };
  return (
    <section className="account-once" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1}>
        {t('account.recovery.once.heading')}
      </h3>
      <Notice tone="warning">{t('account.recovery.once.warning')}</Notice>
      <ol className="account-codes" aria-label={t('account.recovery.once.list')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <ButtonRow>
        <CopyButton value={text} label={t('account.recovery.once.copy')} visibleLabel />
        <Button onClick={download}>{t('account.recovery.once.download')}</Button>
        <Button variant="primary" onClick={onDone}>
          {t('account.recovery.once.done')}
        </Button>
      </ButtonRow>
    </section>
  );
}
