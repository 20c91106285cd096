import { useState, type FormEvent } from 'react';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { Radio, RadioGroup, TextAreaField } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { DKIM_PLACEHOLDER, dnsTemplateIds, templateTakesDkim, type DnsTemplateId } from '@/features/dns/dns-templates';
import { dnsMessages } from '@/features/dns/messages/catalog';

/** Chooses a template (our hosting, a mail provider) and its DKIM key; the changes go through the preview. */
export function DnsTemplatesDialog({
  open,
  onOpenChange,
  onPreview,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onPreview: (id: DnsTemplateId, dkim: string) => void;
}) {
  const t = useMessages(dnsMessages);
  const [id, setId] = useState<DnsTemplateId>('hosting');
  const [dkim, setDkim] = useState(DKIM_PLACEHOLDER);

  function submit(event: FormEvent) {
    event.preventDefault();
    onPreview(id, dkim);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('dns.templatesForm.title')}
      className="dns-templates-dialog"
    >
      <form noValidate onSubmit={submit} className="dns-form">
        <RadioGroup legend={t('dns.templatesForm.choice')}>
          {dnsTemplateIds.map((value) => (
            <Radio
              key={value}
              name="dns-template"
              label={t('dns.templatesForm.name', { id: value })}
              hint={t('dns.templatesForm.about', { id: value })}
              checked={id === value}
              onChange={() => setId(value)}
            />
          ))}
        </RadioGroup>
        {id !== 'hosting' && <Notice tone="warning">{t('dns.templatesForm.replaces')}</Notice>}
        {templateTakesDkim(id) && (
          <TextAreaField
            label={t('dns.templatesForm.dkim')}
            hint={t('dns.templatesForm.dkim.hint')}
            mono
            rows={3}
            spellCheck={false}
            value={dkim}
            onChange={(event) => setDkim(event.target.value)}
          />
        )}
        <DialogActions>
          <DialogClose>{t('dns.form.cancel')}</DialogClose>
          <Button type="submit" variant="primary">
            {t('dns.templatesForm.preview')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
