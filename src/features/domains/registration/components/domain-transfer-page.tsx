import { Link } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { isApiError } from '@/api/client';
import { orderRoutes } from '@/api/endpoints/orders';
import { vatBasisOf } from '@/api/schemas/vat';
import { useMessages } from '@/i18n';
import { Button, ButtonRow } from '@/ui/button';
import { TextField } from '@/ui/fields';
import { usePrice } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import {
  useDomainOrderPreview,
  usePlaceDomainOrder,
  useTransferCheck,
} from '@/features/domains/registration/api/registration-mutations';
import { domainRegistrationMessages } from '@/features/domains/registration/messages/catalog';
import { DomainOrderSummary } from './domain-order-summary';
import '@/features/domains/registration/registration.css';

const EPP_POINTER = /^\/items\/0\/eppCode$/;

/**
 * `/domains/transfer`: the domain, a check that it can move (why not, in words, before the code is asked for), the
 * code, the price and the terms, then an order of type `transfer`. A code the current registrar refuses is said at
 * the code's field, with what to do.
 */
export function DomainTransferPage({ initialDomain }: { initialDomain: string }) {
  const t = useMessages(domainRegistrationMessages);
  const id = useId();
  const scopeGate = useScopeGate(orderRoutes.create);
  const [domain, setDomain] = useState(initialDomain);
  const [code, setCode] = useState('');
  const [codeMissing, setCodeMissing] = useState(false);
  const check = useTransferCheck();
  const preview = useDomainOrderPreview();
  const place = usePlaceDomainOrder();
  const price = usePrice();
  const codeRef = useRef<HTMLInputElement>(null);

  const checked = check.data;
  const checkedName = checked?.domain ?? '';
  const canMove = checked?.actions.canTransfer.allowed === true && checkedName === domain.trim().toLowerCase();
  const failure = place.error ?? preview.error;
  const wrongCode = isApiError(failure) && failure.errors.some((e) => EPP_POINTER.test(e.pointer));
  const items = [{ type: 'domain_transfer' as const, domain: checkedName, eppCode: code.trim() }];

  return (
    <section className="page domains-reg" aria-labelledby={`${id}-heading`}>
      <PageHeader
        headingId={`${id}-heading`}
        title={t('domainRegistration.transfer.title')}
        breadcrumb={[
          <Link key="domains" to="/domains">
            {t('domainRegistration.breadcrumb')}
          </Link>,
        ]}
        actions={<Link to="/domains/new">{t('domainRegistration.register.link')}</Link>}
      />
      <form
        className="form domains-reg-section"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!domain.trim()) return;
          preview.reset();
          place.reset();
          check.mutate({ domain: domain.trim() });
        }}
      >
        <TextField
          label={t('domainRegistration.transfer.domain')}
          hint={t('domainRegistration.transfer.domainHint')}
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
        />
        <ButtonRow>
          <Button type="submit" variant={canMove ? 'secondary' : 'primary'} guard={check}>
            {check.isPending ? t('domainRegistration.transfer.checking') : t('domainRegistration.transfer.check')}
          </Button>
        </ButtonRow>
      </form>
      {check.error ? <ProblemAlert error={check.error} /> : null}
      {checked && (
        <div className="domains-reg-section" role="status">
          {checked.actions.canTransfer.allowed ? (
            <Notice tone="success">
              <p>
                {t('domainRegistration.transfer.canMove', {
                  name: checked.domain,
                  price: price(checked.amount, checked.currencyCode, vatBasisOf(checked.amountsIncludeVat)),
                })}
              </p>
            </Notice>
          ) : (
            <Notice tone="warning">
              <p>
                {t('domainRegistration.transfer.cannot', {
                  code: checked.actions.canTransfer.code ?? 'other',
                  name: checked.domain,
                })}
              </p>
              {checked.actions.canTransfer.code === 'not_registered' && (
                <p>
                  <Link to="/domains/new" search={{ names: checked.domain }}>
                    {t('domainRegistration.transfer.registerInstead', { name: checked.domain })}
                  </Link>
                </p>
              )}
            </Notice>
          )}
        </div>
      )}
      {canMove && (
        <form
          className="form domains-reg-section"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!scopeGate.allowed) return;
            setCodeMissing(code.trim() === '');
            if (code.trim() === '') {
              codeRef.current?.focus();
              return;
            }
            place.reset();
            preview.mutate({ items });
          }}
        >
          <TextField
            ref={codeRef}
            label={t('domainRegistration.transfer.code')}
            hint={t('domainRegistration.transfer.codeHint')}
            error={
              codeMissing
                ? t('domainRegistration.transfer.codeRequired')
                : wrongCode
                  ? t('domainRegistration.transfer.wrongCode')
                  : undefined
            }
            mono
            autoComplete="off"
            spellCheck={false}
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              preview.reset();
              place.reset();
            }}
          />
          {failure && !wrongCode ? <ProblemAlert error={failure} showFieldErrors /> : null}
          <ButtonRow>
            <GatedButton
              type="submit"
              gate={scopeGate}
              variant={preview.data ? 'secondary' : 'primary'}
              guard={preview}
            >
              {preview.isPending ? t('domainRegistration.reviewing') : t('domainRegistration.review')}
            </GatedButton>
          </ButtonRow>
        </form>
      )}
      {canMove && preview.data && (
        <DomainOrderSummary
          headingId={`${id}-summary`}
          preview={preview.data}
          kind="transfer"
          items={() => items}
          place={place}
        />
      )}
    </section>
  );
}
