import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useMessages } from '@/i18n';
import { TextField } from '@/ui/fields';
import { domainsMessages } from '@/features/domains/messages/catalog';

const TLD = /^[a-z0-9-]{2,63}$/;

/** `.SE ` → `se`; null when it cannot be a TLD (the filter then waits for a valid one). */
export function normalizeTld(text: string): string | undefined | null {
  const value = text.trim().replace(/^\./, '').toLowerCase();
  if (value === '') return undefined;
  return TLD.test(value) ? value : null;
}

/**
 * The TLD filter, a field of the kit toolbar's search form beside the text and the status (`KitList` fields). It
 * applies at once (no submit) once it is a TLD, into the URL's `tld`; a half-typed one says why it waits.
 */
export function DomainTldField({ tld }: { tld: string | undefined }) {
  const t = useMessages(domainsMessages);
  const navigate = useNavigate();
  const [tldText, setTldText] = useState(tld ?? '');
  // A TLD set from outside (back button, "Clear filters") shows in the field; a half-typed one stays as typed.
  useEffect(() => {
    setTldText((typed) => (normalizeTld(typed) === tld ? typed : (tld ?? '')));
  }, [tld]);
  const tldInvalid = normalizeTld(tldText) === null;

  return (
    <TextField
      label={t('domains.filter.tld')}
      name="tld"
      hint={tldInvalid ? undefined : t('domains.filter.tldHint')}
      error={tldInvalid ? t('domains.filter.tldInvalid') : undefined}
      value={tldText}
      maxLength={64}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => {
        setTldText(event.target.value);
        const next = normalizeTld(event.target.value);
        if (next !== null && next !== tld) {
          void navigate({ to: '.', search: (prev: Record<string, unknown>) => ({ ...prev, tld: next }) });
        }
      }}
    />
  );
}
