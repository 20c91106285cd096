import { useState, type FormEvent } from 'react';
import { DNS_TTL, caaTagValues, dnsRecordTypeValues, txtStrings, type DnsRecordData } from '@/api/schemas/dns-rules';
import { useMessages } from '@/i18n';
import { Button } from '@/ui/button';
import { Dialog, DialogActions, DialogClose } from '@/ui/dialog';
import { SelectField, TextAreaField, TextField } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { recordProblems, type ZoneRow } from '@/features/dns/dns-changes';
import { dnsMessages } from '@/features/dns/messages/catalog';

type Draft = Record<'name' | 'ttl' | 'content' | 'priority' | 'weight' | 'port' | 'flags' | 'tag', string> & {
  type: DnsRecordData['type'];
};

function draftOf(data: DnsRecordData | null): Draft {
  const text = (value: number | null, fallback = '') => (value === null ? fallback : String(value));
  return {
    type: data?.type ?? 'A',
    name: data?.name ?? '',
    ttl: text(data?.ttl ?? null, String(DNS_TTL.default)),
    content: data?.content ?? '',
    priority: text(data?.priority ?? null, '10'),
    weight: text(data?.weight ?? null, '5'),
    port: text(data?.port ?? null, ''),
    flags: text(data?.flags ?? null, '0'),
    tag: data?.tag ?? 'issue',
  };
}

/** A typed number, or NaN (the rules then say the range). */
function numberOf(value: string): number {
  return value.trim() === '' || !/^-?\d+$/.test(value.trim()) ? Number.NaN : Number(value.trim());
}

function recordOf(draft: Draft): DnsRecordData {
  const uses = (...types: DnsRecordData['type'][]) => types.includes(draft.type);
  return {
    name: draft.name.trim() === '' ? '@' : draft.name.trim(),
    type: draft.type,
    ttl: numberOf(draft.ttl),
    content: draft.type === 'TXT' ? draft.content : draft.content.trim(),
    priority: uses('MX', 'SRV') ? numberOf(draft.priority) : null,
    weight: uses('SRV') ? numberOf(draft.weight) : null,
    port: uses('SRV') ? numberOf(draft.port) : null,
    flags: uses('CAA') ? numberOf(draft.flags) : null,
    tag: uses('CAA') ? draft.tag.trim() : null,
  };
}

/**
 * Adds a record to the changes, or changes one: the type's fields, each checked by the zone's rules as typed
 * (after the first try to save, and on leaving a field), the message at the field. A TXT longer than one DNS string
 * says it will be published as several. Nothing is sent: the record joins the changes the preview shows.
 */
export function DnsRecordDialog({
  open,
  onOpenChange,
  zoneName,
  rows,
  editing,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  zoneName: string;
  rows: readonly ZoneRow[];
  /** The row being changed; null adds a record. */
  editing: ZoneRow | null;
  onSave: (record: DnsRecordData) => void;
}) {
  const t = useMessages(dnsMessages);
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing?.data ?? null));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [tried, setTried] = useState(false);
  const record = recordOf(draft);
  const problems = recordProblems(record, zoneName, rows, editing?.key ?? null);
  const errorOf = (field: keyof DnsRecordData) => {
    const problem = problems[field];
    if (!problem || (!tried && !touched.has(field))) return undefined;
    return t('dns.rule', { code: problem.code });
  };
  const set = (field: keyof Draft) => (value: string) => setDraft((current) => ({ ...current, [field]: value }));
  const blur = (field: string) => () => setTouched((current) => new Set(current).add(field));
  const txtBytes = new TextEncoder().encode(draft.content).length;
  const strings = draft.type === 'TXT' ? txtStrings(draft.content).length : 1;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (Object.keys(problems).length > 0) {
      // Focus the first field that needs attention.
      const form = event.currentTarget as HTMLFormElement;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    onSave(record);
  }

  const field = (name: 'priority' | 'weight' | 'port', label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="numeric"
      value={draft[name]}
      onChange={(event) => set(name)(event.target.value)}
      onBlur={blur(name)}
      error={errorOf(name)}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('dns.form.edit') : t('dns.form.add')}
      className="dns-record-dialog"
    >
      <form noValidate onSubmit={submit} className="dns-form">
        <SelectField
          label={t('dns.form.type')}
          value={draft.type}
          onChange={(event) => set('type')(event.target.value)}
          disabled={editing !== null}
        >
          {dnsRecordTypeValues.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('dns.form.name')}
          hint={t('dns.form.name.hint', { domain: zoneName })}
          mono
          autoComplete="off"
          spellCheck={false}
          value={draft.name}
          onChange={(event) => set('name')(event.target.value)}
          onBlur={blur('name')}
          error={errorOf('name')}
        />
        {(draft.type === 'MX' || draft.type === 'SRV') &&
          field('priority', t('dns.form.priority'), t('dns.form.priority.hint'))}
        {draft.type === 'SRV' && field('weight', t('dns.form.weight'))}
        {draft.type === 'SRV' && field('port', t('dns.form.port'))}
        {draft.type === 'CAA' && (
          <>
            <SelectField
              label={t('dns.form.flags')}
              value={draft.flags}
              onChange={(event) => set('flags')(event.target.value)}
              error={errorOf('flags')}
            >
              <option value="0">{t('dns.form.flags.0')}</option>
              <option value="128">{t('dns.form.flags.128')}</option>
            </SelectField>
            <TextField
              label={t('dns.form.tag')}
              mono
              list="dns-caa-tags"
              autoComplete="off"
              value={draft.tag}
              onChange={(event) => set('tag')(event.target.value)}
              onBlur={blur('tag')}
              error={errorOf('tag')}
            />
            <datalist id="dns-caa-tags">
              {caaTagValues.map((tag) => (
                <option key={tag} value={tag} />
              ))}
            </datalist>
          </>
        )}
        {draft.type === 'TXT' ? (
          <TextAreaField
            label={t('dns.form.content', { type: draft.type })}
            mono
            rows={4}
            spellCheck={false}
            value={draft.content}
            onChange={(event) => set('content')(event.target.value)}
            onBlur={blur('content')}
            error={errorOf('content')}
          />
        ) : (
          <TextField
            label={t('dns.form.content', { type: draft.type })}
            mono
            autoComplete="off"
            spellCheck={false}
            value={draft.content}
            onChange={(event) => set('content')(event.target.value)}
            onBlur={blur('content')}
            error={errorOf('content')}
          />
        )}
        {draft.type === 'TXT' && strings > 1 && (
          <Notice tone="info" role="status">
            {t('dns.form.txt.split', { bytes: txtBytes, count: strings })}
          </Notice>
        )}
        <TextField
          label={t('dns.form.ttl')}
          hint={t('dns.form.ttl.hint')}
          inputMode="numeric"
          value={draft.ttl}
          onChange={(event) => set('ttl')(event.target.value)}
          onBlur={blur('ttl')}
          error={errorOf('ttl')}
        />
        <p className="muted">{t('dns.form.note')}</p>
        <DialogActions>
          <DialogClose>{t('dns.form.cancel')}</DialogClose>
          <Button type="submit" variant="primary">
            {t('dns.form.save', { mode: editing ? 'edit' : 'add' })}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
