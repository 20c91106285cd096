import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import type { DomainContact } from '@/api/schemas/domains-sections';
import {
  contactInput,
  type ContactInput,
  type ContactRole,
  type ContactsUpdateResult,
} from '@/api/schemas/domains-manage';
import { httpsUrl } from '@/api/schemas/external-url';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { Notice } from '@/ui/notice';
import { ProblemAlert } from '@/ui/problem-alert';
import { useUpdateContacts } from '@/features/domains/api/domain-manage-mutations';
import { domainsManageMessages } from '@/features/domains/messages/catalog';
import { leaveForProvider } from './bulk/provider-navigation';
import '@/features/domains/domains-manage.css';

const fields = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phoneNumber',
  'street',
  'address2',
  'postalCode',
  'city',
  'state',
  'countryCode',
] as const;
type Field = (typeof fields)[number] | 'number';
type Values = Record<Field, string>;

const labels = {
  firstName: 'domainsManage.contacts.firstName',
  lastName: 'domainsManage.contacts.lastName',
  companyName: 'domainsManage.contacts.company',
  email: 'domainsManage.contacts.email',
  phoneNumber: 'domainsManage.contacts.phone',
  street: 'domainsManage.contacts.street',
  address2: 'domainsManage.contacts.address2',
  postalCode: 'domainsManage.contacts.postalCode',
  city: 'domainsManage.contacts.city',
  state: 'domainsManage.contacts.state',
  countryCode: 'domainsManage.contacts.country',
  number: 'domainsManage.contacts.number',
} as const satisfies Record<Field, string>;

function valuesOf(contact: DomainContact | null): Values {
  const values = Object.fromEntries(fields.map((field) => [field, contact?.[field] ?? ''])) as Record<
    (typeof fields)[number],
    string
  >;
  return { ...values, number: contact?.registrationIdentifier?.value ?? '' };
}

/** The form's values as the contract's contact (the number only for the registrant), or the fields to fix. */
export function contactFromValues(
  values: Values,
  current: DomainContact | null,
  withNumber: boolean,
): { contact: ContactInput } | { invalid: Partial<Record<Field, 'required' | 'invalid'>> } {
  const identifier = current?.registrationIdentifier;
  const parsed = z.safeParse(contactInput, {
    ...Object.fromEntries(fields.map((field) => [field, values[field].trim() === '' ? null : values[field]])),
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    street: values.street,
    city: values.city,
    postalCode: values.postalCode,
    countryCode: values.countryCode,
    registrationIdentifier:
      withNumber && values.number.trim() !== ''
        ? {
            value: values.number.trim(),
            countryCode: identifier?.countryCode ?? (values.countryCode.trim().toUpperCase() || null),
            type: identifier?.type ?? null,
          }
        : null,
  });
  if (parsed.success) return { contact: parsed.data };
  const invalid: Partial<Record<Field, 'required' | 'invalid'>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(fields as readonly string[]).includes(field)) continue;
    const empty = values[field as (typeof fields)[number]].trim() === '';
    invalid[field as Field] ??= empty ? 'required' : 'invalid';
  }
  return { invalid };
}

/**
 * One contact's edit (`updateContacts` in the endpoint table): the whole contact, checked by the contract's schema
 * where it is typed. A registrant number that needs the national e-ID check is saved with the rest, and the answer's
 * `updateOutcome` then sends the customer to the e-ID page (and back to this tab).
 */
export function DomainContactEdit({
  domainId,
  role,
  contact,
  numberNeedsEid,
  onDone,
  onCancel,
}: {
  domainId: string;
  role: ContactRole;
  contact: DomainContact | null;
  /** A changed number waits for e-ID (false for a draft, whose number changes at once). */
  numberNeedsEid: boolean | null;
  onDone: (result: ContactsUpdateResult) => void;
  onCancel: () => void;
}) {
  const t = useMessages(domainsManageMessages);
  const id = useId();
  const update = useUpdateContacts(domainId);
  const [values, setValues] = useState<Values>(() => valuesOf(contact));
  const [invalid, setInvalid] = useState<Partial<Record<Field, 'required' | 'invalid'>>>({});
  const withNumber = role === 'registrant';

  const errorOf = (field: Field) => {
    const kind = invalid[field];
    if (!kind) return undefined;
    if (kind === 'required') return t('domainsManage.contacts.required');
    const which =
      field === 'email' ? 'email' : field === 'phoneNumber' ? 'phone' : field === 'countryCode' ? 'country' : 'other';
    return t('domainsManage.contacts.invalid', { field: which });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = contactFromValues(values, contact, withNumber);
    if ('invalid' in checked) {
      setInvalid(checked.invalid);
      return;
    }
    setInvalid({});
    const returnUrl = `${window.location.origin}/domains/${domainId}?tab=contacts`;
    update.mutate({ [role]: checked.contact, ...(withNumber ? { returnUrl } : {}) }, { onSuccess: onDone });
  };

  const field = (name: Field, hint?: string) => (
    <TextField
      key={name}
      label={t(labels[name])}
      hint={hint}
      value={values[name]}
      error={errorOf(name)}
      mono={name === 'number'}
      autoComplete="off"
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <form className="domain-contact-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`} className="visually-hidden">
        {t('domainsManage.contacts.form', { role })}
      </h4>
      {fields.map((name) =>
        field(
          name,
          name === 'phoneNumber'
            ? t('domainsManage.contacts.phone.hint')
            : name === 'countryCode'
              ? t('domainsManage.contacts.country.hint')
              : undefined,
        ),
      )}
      {withNumber &&
        field(
          'number',
          numberNeedsEid === false ? t('domainsManage.contacts.number.draft') : t('domainsManage.contacts.number.eid'),
        )}
      {update.error !== null && update.error !== undefined && <ProblemAlert error={update.error} />}
      <ButtonRow>
        <Button type="submit" variant="primary" guard={update}>
          {t('domainsManage.contacts.save')}
        </Button>
        <Button onClick={onCancel}>{t('domainsManage.contacts.cancel')}</Button>
      </ButtonRow>
    </form>
  );
}

/** What a contact edit did: saved, or saved but for the number, with the way to the e-ID page. */
export function ContactUpdateNotice({ result }: { result: ContactsUpdateResult }) {
  const t = useMessages(domainsManageMessages);
  const outcome = result.updateOutcome;
  if (!outcome) return null;
  const url = httpsUrl(outcome.identityVerification?.redirectUrl);
  if (outcome.status === 'identity_verification_required') {
    return (
      <Notice tone="warning" role="status">
        <p>{t('domainsManage.contacts.eid.needed')}</p>
        {url && (
          <Button variant="primary" onClick={() => leaveForProvider(url)}>
            {t('domainsManage.contacts.eid.go')}
          </Button>
        )}
      </Notice>
    );
  }
  return (
    <Notice tone="success" role="status">
      {t('domainsManage.contacts.saved', { roles: outcome.updatedRoles.length })}
    </Notice>
  );
}
