import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { billingRoutes } from '@/api/endpoints/billing';
import { isApiError } from '@/api/client';
import type { BillingProfile, BillingProfileBody } from '@/api/schemas/billing';
import { checkVatNumber, isEuCountry, SOLD_TO_COUNTRIES } from '@/api/schemas/vat-number';
import { useLocale, useMessages } from '@/i18n';
import { Radio, RadioGroup, SelectField, TextField } from '@/ui/fields';
import { useServerFieldErrors } from '@/ui/form-errors';
import { useFormat } from '@/ui/format/use-format';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { useUpdateBillingProfile } from '@/features/billing/api/billing-mutations';
import { billingQueries } from '@/features/billing/api/billing-queries';
import { billingMessages } from '@/features/billing/messages/catalog';
import { BillingTabs } from './billing-tabs';
import '@/features/billing/billing.css';

type DetailsForm = {
  customerType: 'consumer' | 'business';
  name: string;
  address: { street: string; postalCode: string; city: string };
  country: string;
  vatNumber: string;
};

const FIELDS = [
  'customerType',
  'name',
  'address.street',
  'address.postalCode',
  'address.city',
  'country',
  'vatNumber',
] as const;

/** Server and client codes said in the panel's words (the rest: the server's own reason for the value). */
const CODE_WORDS: Readonly<Record<string, string>> = {
  vat_number_format: 'billing.details.vat.format',
  vat_number_checksum: 'billing.details.vat.checksum',
  vat_number_country: 'billing.details.vat.country',
  vat_number_required: 'billing.details.vat.required',
  vat_number_not_registered: 'billing.details.vat.notRegistered',
  vat_number_not_for_consumer: 'billing.details.vat.notForConsumer',
  country_not_sold_to: 'billing.details.country.notSold',
  required: 'billing.details.required',
  missing_required: 'billing.details.required',
};

function valuesOf(profile: BillingProfile): DetailsForm {
  return {
    customerType: profile.customerType === 'business' ? 'business' : 'consumer',
    name: profile.name ?? '',
    address: {
      street: profile.address?.street ?? '',
      postalCode: profile.address?.postalCode ?? '',
      city: profile.address?.city ?? '',
    },
    country: profile.country ?? 'SE',
    vatNumber: profile.vatNumber ?? '',
  };
}

/**
 * Account and billing details (`GET|PATCH /billing/profile`, ledger "Money: VAT"): who is billed, which decides the
 * VAT on prices and invoices. The VAT number's format and checksum are checked here before sending; the server's
 * field errors land on their fields. Saving reads `/me` again (prices follow from now on); issued invoices keep theirs.
 */
export function BillingDetailsPage() {
  const t = useMessages(billingMessages);
  const { data: profile } = useSuspenseQuery(billingQueries.profile());
  return (
    <section className="page" aria-labelledby="billing-details-page-heading">
      <PageHeader
        headingId="billing-details-page-heading"
        title={t('billing.title')}
        documentTitle={t('billing.details.title')}
      />
      <BillingTabs current="details" />
      <section className="billing-section" aria-labelledby="billing-details-heading">
        <h2 id="billing-details-heading">{t('billing.details.title')}</h2>
        <p>{t('billing.details.intro')}</p>
        <TaxSummary profile={profile} />
        <DetailsFormSection profile={profile} />
      </section>
    </section>
  );
}

function TaxSummary({ profile }: { profile: BillingProfile }) {
  const t = useMessages(billingMessages);
  const format = useFormat();
  const status = profile.customerType === 'business' ? profile.vatNumberStatus : null;
  return (
    <>
      <p>
        {profile.reverseCharge === true
          ? t('billing.details.tax.reverseCharge')
          : profile.vatRate === 0
            ? t('billing.details.tax.none')
            : profile.vatRate !== null
              ? t('billing.details.tax.rate', { rate: format.percent(profile.vatRate, 1) })
              : null}
      </p>
      {status === 'valid' && <p className="muted">{t('billing.details.status.valid')}</p>}
      {status === 'pending' && (
        <Notice tone="warning" role="status">
          {t('billing.details.status.pending')}
        </Notice>
      )}
      {status === 'invalid' && <Notice tone="warning">{t('billing.details.status.invalid')}</Notice>}
    </>
  );
}

function DetailsFormSection({ profile }: { profile: BillingProfile }) {
  const t = useMessages(billingMessages);
  const locale = useLocale();
  const gate = useScopeGate(billingRoutes.updateProfile, profile.actions.canEdit);
  const update = useUpdateBillingProfile();
  const [saved, setSaved] = useState(false);
  const form = useForm<DetailsForm>({ mode: 'onSubmit', defaultValues: valuesOf(profile) });
  const { errors } = form.formState;
  const unplaced = useServerFieldErrors(form, update.error, FIELDS);
  const error = update.error;
  const showProblem = error !== null && error !== undefined && !(isApiError(error) && error.status === 400);
  const customerType = form.watch('customerType');
  const country = form.watch('country');

  const countryNames = useMemo(() => new Intl.DisplayNames([locale], { type: 'region' }), [locale]);
  const countries = useMemo(
    () =>
      SOLD_TO_COUNTRIES.map((code) => ({ code, name: countryNames.of(code) ?? code })).sort((a, b) =>
        a.name.localeCompare(b.name, locale),
      ),
    [countryNames, locale],
  );

  const errorText = useCallback(
    (fieldError: FieldError | undefined) => {
      if (!fieldError) return undefined;
      const type = typeof fieldError.type === 'string' ? fieldError.type : '';
      const key = CODE_WORDS[type];
      if (key) return t.keyOrText(key);
      return fieldError.message ? t.keyOrText(fieldError.message) : undefined;
    },
    [t],
  );

  const required = { validate: (value: string) => value.trim() !== '' || 'billing.details.required' };

  return (
    <form
      className="form billing-details"
      noValidate
      onSubmit={form.handleSubmit((values) => {
        setSaved(false);
        if (!gate.allowed) return;
        const business = values.customerType === 'business';
        const typed = values.vatNumber.trim();
        if (business && isEuCountry(values.country)) {
          if (typed === '') {
            form.setError('vatNumber', { type: 'vat_number_required' }, { shouldFocus: true });
            return;
          }
          const check = checkVatNumber(values.country, typed);
          if (!check.ok) {
            form.setError('vatNumber', { type: `vat_number_${check.problem}` }, { shouldFocus: true });
            return;
          }
        }
        const body: BillingProfileBody = {
          customerType: values.customerType,
          name: values.name.trim(),
          address: {
            street: values.address.street.trim(),
            postalCode: values.address.postalCode.trim(),
            city: values.address.city.trim(),
          },
          country: values.country,
          vatNumber: business && typed !== '' ? typed : null,
        };
        update.mutate(body, {
          onSuccess: (next) => {
            form.reset(valuesOf(next));
            setSaved(true);
          },
        });
      })}
    >
      <RadioGroup legend={t('billing.details.customerType')} error={errorText(errors.customerType)}>
        <Radio
          value="consumer"
          label={t('billing.details.customerType.consumer')}
          hint={t('billing.details.customerType.consumer.hint')}
          {...form.register('customerType')}
        />
        <Radio
          value="business"
          label={t('billing.details.customerType.business')}
          hint={t('billing.details.customerType.business.hint')}
          {...form.register('customerType')}
        />
      </RadioGroup>
      <TextField
        label={t('billing.details.name')}
        error={errorText(errors.name)}
        autoComplete={customerType === 'business' ? 'organization' : 'name'}
        {...form.register('name', required)}
      />
      <TextField
        label={t('billing.details.street')}
        error={errorText(errors.address?.street)}
        autoComplete="street-address"
        {...form.register('address.street', required)}
      />
      <TextField
        label={t('billing.details.postalCode')}
        error={errorText(errors.address?.postalCode)}
        autoComplete="postal-code"
        {...form.register('address.postalCode', required)}
      />
      <TextField
        label={t('billing.details.city')}
        error={errorText(errors.address?.city)}
        autoComplete="address-level2"
        {...form.register('address.city', required)}
      />
      <SelectField
        label={t('billing.details.country')}
        hint={t('billing.details.country.hint')}
        error={errorText(errors.country)}
        autoComplete="country"
        {...form.register('country')}
      >
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
        {/* A country saved before that is not sold to any more stays visible as chosen. */}
        {!SOLD_TO_COUNTRIES.includes(country) && <option value={country}>{countryNames.of(country) ?? country}</option>}
      </SelectField>
      {customerType === 'business' && (
        <TextField
          label={t('billing.details.vatNumber')}
          hint={t('billing.details.vatNumber.hint')}
          error={errorText(errors.vatNumber)}
          autoComplete="off"
          spellCheck={false}
          mono
          {...form.register('vatNumber')}
        />
      )}
      <p className="muted">{t('billing.details.changeNote')}</p>
      {unplaced && <ProblemAlert error={unplaced} showFieldErrors />}
      {showProblem && <ProblemAlert error={error} />}
      {saved && (
        <Notice tone="success" role="status">
          {t('billing.details.saved')}
        </Notice>
      )}
      <div>
        <GatedButton type="submit" gate={gate} variant="primary" guard={update}>
          {t('billing.details.save')}
        </GatedButton>
      </div>
    </form>
  );
}
