import { useState } from 'react';
import type { Invoice } from '@/api/schemas/billing';
import { useLocale, useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { ProblemAlert } from '@/ui/problem-alert';
import { downloadInvoicePdf } from '@/features/billing/api/billing-downloads';
import { billingDocumentMessages } from '@/features/billing/messages/catalog';
import { saveFile } from '@/ui/save-file';

/**
 * "Download PDF": the invoice as the server renders it, in the panel's current language, saved under the name the
 * server gives. Busy while it downloads; a failure is said under the button with a retry.
 */
export function InvoicePdfButton({
  invoice,
  label,
  size,
}: {
  invoice: Pick<Invoice, 'id' | 'number' | 'kind'>;
  /** The accessible name when the button sits in a row ("Download invoice 2026-0311 as PDF"). */
  label?: string;
  size?: 'small';
}) {
  const d = useMessages(billingDocumentMessages);
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const { blob, filename } = await downloadInvoicePdf(invoice, locale);
      saveFile(blob, filename);
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <span className="billing-pdf">
      <Button size={size} pending={busy} aria-label={label} onClick={() => void download()}>
        {busy ? d('billingDocument.pdf.downloading') : d('billingDocument.pdf.download')}
      </Button>
      {error ? <ProblemAlert error={error} onRetry={() => void download()} /> : null}
    </span>
  );
}
