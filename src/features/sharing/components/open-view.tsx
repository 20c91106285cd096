import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useState, type ChangeEvent } from 'react';
import { useMessages } from '@/i18n';
import { Notice } from '@/ui/notice';
import type { BundleRefusal } from '../bundle';
import { sharingMessages } from '../messages/catalog';
import '../view-bundle.css';

/**
 * "Open a customer's view" on the sign-in page: a view file is read (size-capped, schema-checked: untrusted input),
 * then replayed read-only at its address. A refused file says why in words and nothing else happens.
 */
export default function OpenCustomerView() {
  const t = useMessages(sharingMessages);
  const router = useRouter();
  const navigate = useNavigate();
  const id = useId();
  const [refusal, setRefusal] = useState<BundleRefusal | null>(null);
  const [busy, setBusy] = useState(false);

  async function open(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      const [{ readBundleFile }, { startReplay }] = await Promise.all([import('../bundle'), import('../replay')]);
      const read = await readBundleFile(file);
      if (!read.ok) {
        setRefusal(read.refusal);
        event.target.value = '';
        return;
      }
      const href = await startReplay(read.bundle, router.options.context);
      await navigate({ href, replace: true });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="sharing-open" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('sharing.open.heading')}</h2>
      <p>{t('sharing.open.intro')}</p>
      <label className="sharing-open__label" htmlFor={`${id}-file`}>
        {t('sharing.open.file')}
      </label>
      <input
        id={`${id}-file`}
        className="sharing-open__file"
        type="file"
        accept=".json,application/json"
        disabled={busy}
        aria-describedby={refusal ? `${id}-refusal` : undefined}
        onChange={(event) => void open(event)}
      />
      {busy && <p role="status">{t('sharing.open.opening')}</p>}
      {refusal && (
        <Notice tone="danger" role="alert" id={`${id}-refusal`}>
          <p>{t(`sharing.open.refused.${refusal}`)}</p>
        </Notice>
      )}
    </section>
  );
}
