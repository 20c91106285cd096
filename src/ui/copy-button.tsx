import { useEffect, useState } from 'react';
import { useMessages } from '@/i18n';
import './copy-button.css';

/**
 * Copies a value and says so in a live region (screen readers hear "Copied"). The button reads "Copy" with `label` as
 * its name, or `label` itself when `visibleLabel` is set; `value` may be a function (read at the click).
 */
export function CopyButton({
  value,
  label,
  visibleLabel = false,
}: {
  value: string | (() => string);
  label: string;
  visibleLabel?: boolean;
}) {
  const t = useMessages();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(typeof value === 'function' ? value() : value);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className="copy">
      <button
        type="button"
        className="button button--small button--ghost"
        onClick={() => void copy()}
        aria-label={visibleLabel ? undefined : label}
      >
        {visibleLabel ? label : t('copy.button')}
      </button>
      <span role="status" className="copy__status">
        {state === 'copied' ? t('copy.copied') : state === 'failed' ? t('copy.failed') : ''}
      </span>
    </span>
  );
}
