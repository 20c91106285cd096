import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { isApiError } from '@/api/client';
import { orderRoutes } from '@/api/endpoints/orders';
import {
  nameserverHostPattern,
  NAMESERVERS_MAX,
  NAMESERVERS_MIN,
  type AvailabilityResult,
  type SavedContact,
} from '@/api/schemas/domain-registration';
import type { OrderCreateInput, OrderPreview } from '@/api/schemas/orders';
import { checkSwedishId, type SwedishIdType } from '@/api/schemas/swedish-id';
import { vatBasisOf } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { Checkbox, Radio, RadioGroup, SelectField, TextAreaField, TextField } from '@/ui/fields';
import { usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import {
  useAvailabilitySearch,
  useDomainOrderPreview,
  usePlaceDomainOrder,
} from '@/features/domains/registration/api/registration-mutations';
import { registrationQueries } from '@/features/domains/registration/api/registration-queries';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';
import { AvailabilityList } from './availability-list';
import { DomainOrderSummary } from './domain-order-summary';
import '@/features/domains/registration/registration.css';

const YEARS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
const DEFAULT_TLDS = ['se', 'com', 'nu'];

interface CartItem {
  result: AvailabilityResult;
  years: number;
  privacy: boolean;
}

const CONTACT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'street',
  'postalCode',
  'city',
  'countryCode',
] as const;
type ContactField = (typeof CONTACT_FIELDS)[number] | 'companyName';
type Contact = Record<ContactField, string>;
const emptyContact: Contact = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  phoneNumber: '',
  street: '',
  postalCode: '',
  city: '',
  countryCode: 'SE',
};

/** `/domains/new`: search names, put the ones wanted in the order, say who holds them and where they point, order. */
export function DomainRegisterPage({ initialNames }: { initialNames: string }) {
  const t = useMessages(domainRegistrationMessages);
  const { data: options } = useSuspenseQuery(registrationQueries.options());
  const id = useId();
  const scopeGate = useScopeGate(orderRoutes.create);

  const [namesText, setNamesText] = useState(initialNames);
  const [namesError, setNamesError] = useState(false);
  const [tlds, setTlds] = useState<string[]>(DEFAULT_TLDS.filter((tld) => options.tlds.some((o) => o.tld === tld)));
  const search = useAvailabilitySearch();
  const [cart, setCart] = useState<CartItem[]>([]);

  const savedWithId = options.savedContacts;
  const [registrantMode, setRegistrantMode] = useState<string>(savedWithId[0] ? savedWithId[0].id : 'new');
  const [contact, setContact] = useState<Contact>(emptyContact);
  const [idType, setIdType] = useState<SwedishIdType>('organisation_number');
  const [idValue, setIdValue] = useState('');
  const [nsMode, setNsMode] = useState<'ours' | 'custom'>('ours');
  const [hostsText, setHostsText] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});

  const preview = useDomainOrderPreview();
  const place = usePlaceDomainOrder();
  const [previewed, setPreviewed] = useState<{ key: string; result: OrderPreview } | null>(null);
  const price = usePrice();

  const needsId = cart.some((item) => item.result.requiresRegistrantId);
  const saved: SavedContact | undefined = savedWithId.find((c) => c.id === registrantMode);

  const body = (): OrderCreateInput['items'] =>
    cart.map((item) => ({
      type: 'domain_registration' as const,
      domain: item.result.name,
      periodYears: item.years,
      registrant: saved
        ? { contactId: saved.id }
        : {
            contact: {
              ...contact,
              companyName: contact.companyName.trim() || null,
              countryCode: contact.countryCode.trim().toUpperCase(),
              registrationIdentifier: idValue.trim() ? { type: idType, value: idValue.trim() } : null,
            },
          },
      nameservers:
        nsMode === 'ours' ? { type: 'ours' as const } : { type: 'custom' as const, hosts: hostsOf(hostsText) },
      ...(item.result.whoisPrivacy ? { whoisPrivacy: item.privacy } : {}),
    }));
  const currentKey = JSON.stringify([cart, registrantMode, contact, idType, idValue, nsMode, hostsText]);
  const current = previewed !== null && previewed.key === currentKey;

  const toggle = (result: AvailabilityResult) =>
    setCart((items) =>
      items.some((item) => item.result.name === result.name)
        ? items.filter((item) => item.result.name !== result.name)
        : [...items, { result, years: 1, privacy: result.whoisPrivacy }],
    );

  /** The form's own checks, before anything is sent; each on its field. */
  const validate = (): boolean => {
    const found: Record<string, string> = {};
    if (!saved) {
      for (const field of CONTACT_FIELDS) {
        if (!contact[field].trim()) found[field] = t('domainRegistration.registrant.required');
      }
      if (needsId) {
        const check = checkSwedishId(idType, idValue);
        if (!check.valid) found.id = t('domainRegistration.registrant.idProblem', { problem: check.problem });
      }
    } else if (needsId) {
      const identifier = saved.contact.registrationIdentifier;
      const type = identifier?.type === 'personal_number' ? 'personal_number' : 'organisation_number';
      if (!identifier?.value || !checkSwedishId(type, identifier.value).valid) {
        found.registrant = t('domainRegistration.registrant.savedNoId');
      }
    }
    if (nsMode === 'custom') {
      const hosts = hostsOf(hostsText);
      const bad = hosts.find((host) => !nameserverHostPattern.test(host));
      if (bad) found.hosts = t('domainRegistration.nameservers.invalid', { host: bad });
      else if (hosts.length < NAMESERVERS_MIN || hosts.length > NAMESERVERS_MAX) {
        found.hosts = t('domainRegistration.nameservers.count');
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  // A server's refusal at a field of the form lands there; the rest above the buttons.
  const failure = place.error ?? preview.error;
  const serverField = (pointerEnd: RegExp): string | undefined =>
    isApiError(failure) ? failure.errors.find((e) => pointerEnd.test(e.pointer))?.detail : undefined;
  const fieldError = (field: string) => errors[field] ?? serverField(new RegExp(`/registrant/contact/${field}$`));
  const idError = errors.id ?? serverField(/\/registrant\/contact\/registrationIdentifier(\/value)?$/);

  return (
    <section className="page domains-reg" aria-labelledby={`${id}-heading`}>
      <PageHeader
        headingId={`${id}-heading`}
        title={t('domainRegistration.register.title')}
        breadcrumb={[
          <Link key="domains" to="/domains">
            {t('domainRegistration.breadcrumb')}
          </Link>,
        ]}
        actions={<Link to="/domains/transfer">{t('domainRegistration.transfer.link')}</Link>}
      />

      <section className="domains-reg-section" aria-labelledby={`${id}-search`}>
        <h2 id={`${id}-search`}>{t('domainRegistration.search.heading')}</h2>
        <form
          className="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const names = namesText
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean);
            setNamesError(names.length === 0);
            if (names.length === 0) return;
            search.mutate({ names: names.slice(0, 50), tlds });
          }}
        >
          <TextAreaField
            label={t('domainRegistration.search.names')}
            hint={t('domainRegistration.search.namesHint')}
            error={namesError ? t('domainRegistration.search.namesRequired') : undefined}
            rows={3}
            mono
            spellCheck={false}
            autoComplete="off"
            value={namesText}
            onChange={(event) => setNamesText(event.target.value)}
          />
          <RadioGroup legend={t('domainRegistration.search.tlds')} className="domains-reg-tlds">
            {options.tlds.map((offered) => (
              <Checkbox
                key={offered.tld}
                label={`.${offered.tld}`}
                checked={tlds.includes(offered.tld)}
                onChange={(event) =>
                  setTlds((now) =>
                    event.target.checked ? [...now, offered.tld] : now.filter((tld) => tld !== offered.tld),
                  )
                }
              />
            ))}
          </RadioGroup>
          <ButtonRow>
            <Button type="submit" variant="primary" guard={search}>
              {search.isPending ? t('domainRegistration.search.searching') : t('domainRegistration.search.submit')}
            </Button>
          </ButtonRow>
        </form>
        {search.error ? <ProblemAlert error={search.error} showFieldErrors /> : null}
        {search.data && (
          <>
            <AvailabilityList
              heading={t('domainRegistration.results.heading')}
              results={search.data.results}
              basis={vatBasisOf(search.data.amountsIncludeVat)}
              chosen={cart.map((item) => item.result.name)}
              onToggle={toggle}
            />
            {search.data.suggestions.length > 0 && (
              <AvailabilityList
                heading={t('domainRegistration.suggestions.heading')}
                results={search.data.suggestions}
                basis={vatBasisOf(search.data.amountsIncludeVat)}
                chosen={cart.map((item) => item.result.name)}
                onToggle={toggle}
              />
            )}
          </>
        )}
      </section>

      <section className="domains-reg-section" aria-labelledby={`${id}-cart`}>
        <h2 id={`${id}-cart`}>{t('domainRegistration.cart.heading')}</h2>
        {cart.length === 0 ? (
          <p className="muted">{t('domainRegistration.cart.empty')}</p>
        ) : (
          <form
            className="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!scopeGate.allowed || !validate()) return;
              place.reset();
              const key = currentKey;
              preview.mutate({ items: body() }, { onSuccess: (result) => setPreviewed({ key, result }) });
            }}
          >
            <ul className="domains-reg-cart">
              {cart.map((item) => (
                <li key={item.result.name} className="domains-reg-cart__item">
                  <p className="domains-reg-cart__name">{item.result.name}</p>
                  <SelectField
                    label={t('domainRegistration.cart.period', { name: item.result.name })}
                    value={item.years}
                    onChange={(event) => {
                      const years = Number(event.target.value);
                      setCart((items) => items.map((i) => (i.result.name === item.result.name ? { ...i, years } : i)));
                    }}
                  >
                    {YEARS.map((years) => (
                      <option key={years} value={years}>
                        {t('domainRegistration.cart.years', { years })}
                      </option>
                    ))}
                  </SelectField>
                  <p className="domains-reg-cart__price">
                    {item.result.amount === null
                      ? null
                      : t('domainRegistration.cart.priceFor', {
                          price: price(
                            Math.round(item.result.amount * item.years * 100) / 100,
                            item.result.currencyCode,
                          ),
                          years: item.years,
                        })}
                  </p>
                  {item.result.whoisPrivacy && (
                    <Checkbox
                      label={t('domainRegistration.cart.privacy', { name: item.result.name })}
                      hint={t('domainRegistration.cart.privacyHint')}
                      checked={item.privacy}
                      onChange={(event) => {
                        const privacy = event.target.checked;
                        setCart((items) =>
                          items.map((i) => (i.result.name === item.result.name ? { ...i, privacy } : i)),
                        );
                      }}
                    />
                  )}
                  <Button variant="secondary" size="small" onClick={() => toggle(item.result)}>
                    {t('domainRegistration.result.remove', { name: item.result.name })}
                  </Button>
                </li>
              ))}
            </ul>

            <RadioGroup
              legend={t('domainRegistration.registrant.legend')}
              error={errors.registrant ?? serverField(/\/registrant\/contactId$/)}
            >
              {savedWithId.map((c) => (
                <Radio
                  key={c.id}
                  name={`${id}-registrant`}
                  value={c.id}
                  checked={registrantMode === c.id}
                  onChange={() => setRegistrantMode(c.id)}
                  label={t('domainRegistration.registrant.saved', { name: contactName(c) })}
                  hint={[c.contact.email, c.contact.registrationIdentifier?.value].filter(Boolean).join(' · ')}
                />
              ))}
              <Radio
                name={`${id}-registrant`}
                value="new"
                checked={registrantMode === 'new'}
                onChange={() => setRegistrantMode('new')}
                label={t('domainRegistration.registrant.new')}
              />
            </RadioGroup>
            {!saved && (
              <div className="domains-reg-contact">
                {(
                  [
                    ['firstName', 'domainRegistration.registrant.firstName', 'given-name'],
                    ['lastName', 'domainRegistration.registrant.lastName', 'family-name'],
                    ['companyName', 'domainRegistration.registrant.companyName', 'organization'],
                    ['email', 'domainRegistration.registrant.email', 'email'],
                    ['phoneNumber', 'domainRegistration.registrant.phone', 'tel'],
                    ['street', 'domainRegistration.registrant.street', 'street-address'],
                    ['postalCode', 'domainRegistration.registrant.postalCode', 'postal-code'],
                    ['city', 'domainRegistration.registrant.city', 'address-level2'],
                    ['countryCode', 'domainRegistration.registrant.country', 'country'],
                  ] as const
                ).map(([field, label, autoComplete]) => (
                  <TextField
                    key={field}
                    label={t(label)}
                    hint={
                      field === 'phoneNumber'
                        ? t('domainRegistration.registrant.phoneHint')
                        : field === 'countryCode'
                          ? t('domainRegistration.registrant.countryHint')
                          : undefined
                    }
                    error={fieldError(field)}
                    autoComplete={autoComplete}
                    type={field === 'email' ? 'email' : field === 'phoneNumber' ? 'tel' : 'text'}
                    value={contact[field]}
                    onChange={(event) => setContact((now) => ({ ...now, [field]: event.target.value }))}
                  />
                ))}
                {needsId && (
                  <>
                    <RadioGroup legend={t('domainRegistration.registrant.idType')}>
                      <Radio
                        name={`${id}-idtype`}
                        value="organisation_number"
                        checked={idType === 'organisation_number'}
                        onChange={() => setIdType('organisation_number')}
                        label={t('domainRegistration.registrant.organisation')}
                      />
                      <Radio
                        name={`${id}-idtype`}
                        value="personal_number"
                        checked={idType === 'personal_number'}
                        onChange={() => setIdType('personal_number')}
                        label={t('domainRegistration.registrant.personal')}
                      />
                    </RadioGroup>
                    <TextField
                      label={t('domainRegistration.registrant.idValue', { type: idType })}
                      hint={t('domainRegistration.registrant.idHint', { type: idType })}
                      error={idError}
                      mono
                      inputMode="numeric"
                      autoComplete="off"
                      value={idValue}
                      onChange={(event) => setIdValue(event.target.value)}
                    />
                  </>
                )}
              </div>
            )}

            <RadioGroup legend={t('domainRegistration.nameservers.legend')}>
              <Radio
                name={`${id}-ns`}
                value="ours"
                checked={nsMode === 'ours'}
                onChange={() => setNsMode('ours')}
                label={t('domainRegistration.nameservers.ours', { hosts: options.ourNameservers.join(', ') })}
              />
              <Radio
                name={`${id}-ns`}
                value="custom"
                checked={nsMode === 'custom'}
                onChange={() => setNsMode('custom')}
                label={t('domainRegistration.nameservers.custom')}
              />
            </RadioGroup>
            {nsMode === 'custom' && (
              <TextAreaField
                label={t('domainRegistration.nameservers.hosts')}
                hint={t('domainRegistration.nameservers.hostsHint')}
                error={errors.hosts ?? serverField(/\/nameservers\/hosts(\/\d+)?$/)}
                rows={3}
                mono
                spellCheck={false}
                value={hostsText}
                onChange={(event) => setHostsText(event.target.value)}
              />
            )}
            {failure && !isFieldOnly(failure) ? <ProblemAlert error={failure} showFieldErrors /> : null}
            <ButtonRow>
              <GatedButton
                type="submit"
                gate={scopeGate}
                variant={current ? 'secondary' : 'primary'}
                guard={preview}
                disabled={place.isPending}
              >
                {preview.isPending ? t('domainRegistration.reviewing') : t('domainRegistration.review')}
              </GatedButton>
            </ButtonRow>
          </form>
        )}
      </section>

      {previewed && cart.length > 0 && (
        <DomainOrderSummary
          headingId={`${id}-summary`}
          preview={previewed.result}
          stale={!current}
          kind="register"
          items={body}
          place={place}
        />
      )}
    </section>
  );
}

function hostsOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase().replace(/\.$/, ''))
    .filter(Boolean);
}

function contactName(saved: SavedContact): string {
  const { firstName, lastName, companyName } = saved.contact;
  const person = [firstName, lastName].filter(Boolean).join(' ');
  return [person, companyName].filter(Boolean).join(', ') || saved.id;
}

/** A 400 whose every error is on a field the form shows (then the fields say it). */
function isFieldOnly(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    error.errors.length > 0 &&
    error.errors.every((e) =>
      /\/registrant\/(contact\/[A-Za-z]+(\/value)?|contactId)$|\/nameservers\/hosts(\/\d+)?$/.test(e.pointer),
    )
  );
}
