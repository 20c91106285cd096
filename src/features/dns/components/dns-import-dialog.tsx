import { useState, type FormEvent } from 'react';
import type { DnsImportModeValue } from '@/features/dns/dns-import-mode';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { Radio, RadioGroup, TextAreaField, TextField } from '@/ui/fields';
import { dnsMessages } from '@/features/dns/messages/catalog';

/**
 * A BIND zone file, pasted or chosen (read in the page, never uploaded on its own), and what to do with the records
 * the zone has now; "Preview the import" hands it to the preview, which shows every line it could not read.
 */
export function DnsImportDialog({
  open,
  onOpenChange,
  onPreview,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPreview: (zoneFile: string, mode: DnsImportModeValue) => void;
}) {
  const t = useMessages(dnsMessages);
  const [text, setText] = useState('');
  const [mode, setMode] = useState<DnsImportModeValue>('merge');
  const [tried, setTried] = useState(false);
  const empty = text.trim() === '';

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (!empty) onPreview(text, mode);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('dns.importForm.title')} className="dns-import-dialog">
      <form noValidate onSubmit={submit} className="dns-form">
        <TextAreaField
          label={t('dns.importForm.text')}
          hint={t('dns.importForm.text.hint')}
          mono
          rows={10}
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={tried && empty ? t('dns.importForm.empty') : undefined}
        />
        <TextField
          label={t('dns.importForm.file')}
          type="file"
          accept=".zone,.txt,.db,text/plain"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void file.text().then(setText);
          }}
        />
        <RadioGroup legend={t('dns.importForm.mode')}>
          <Radio
            name="dns-import-mode"
            label={t('dns.importForm.merge')}
            checked={mode === 'merge'}
            onChange={() => setMode('merge')}
          />
          <Radio
            name="dns-import-mode"
            label={t('dns.importForm.replace')}
            checked={mode === 'replace'}
            onChange={() => setMode('replace')}
          />
        </RadioGroup>
        <DialogActions>
          <DialogClose>{t('dns.form.cancel')}</DialogClose>
          <Button type="submit" variant="primary">
            {t('dns.importForm.preview')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
