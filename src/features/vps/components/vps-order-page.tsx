import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useMemo, useRef, useState } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import { orderRoutes } from '@/api/endpoints/orders';
import { vpsRoutes } from '@/api/endpoints/vps';
import { serverHostname } from '@/api/schemas/orders';
import { planAvailableIn, type ProvisionedServer, type ServerPlan } from '@/api/schemas/vps-order';
import { serverCatalogQuery } from '@/api/server-catalog';
import { useLocale, useMessages } from '@/i18n';
import { ButtonLink, ButtonRow } from '@/ui/button';
import { Checkbox, Radio, RadioGroup, SelectField, TextAreaField, TextField } from '@/ui/fields';
import { Price } from '@/ui/format/price';
import { GatedButton } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { useOperation } from '@/ui/operations/operations-provider';
import { OperationProgress } from '@/ui/operations/operation-progress';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { accountSshKeysQuery, useAddAccountSshKey, useOrderServer } from '@/features/vps/api/vps-order-mutations';
import { vpsQueries } from '@/features/vps/api/vps-queries';
import { vpsSectionQueries } from '@/features/vps/api/vps-section-queries';
import { vpsDetailMessages, vpsOrderMessages } from '@/features/vps/messages/catalog';
import { VpsPasswordOnce } from './vps-password-once';
import '@/features/vps/vps.css';

type Billing = 'prepaid' | 'payg';
type Cycle = 'monthly' | 'quarterly' | 'annually';

const hostnameField = z.pipe(z.string(), serverHostname);

/**
 * Ordering a server (issue 38): plan, location (a plan out of stock there is said so and cannot be chosen), image,
 * host name (checked as the API checks it), SSH keys (chosen, or one added here; none means a root password shown
 * once), prepaid or pay-as-you-go (per hour with the month's cap, said plainly), optionally a snapshot of another
 * server to start from (the order's restore intent). The price per month and per hour is shown before the terms;
 * placing it shows the server being installed in place (and in the drawer) and, without keys, its root password.
 */
export function VpsOrderPage({ plan: initialPlan, location: initialLocation }: { plan: string; location: string }) {
  const t = useMessages(vpsOrderMessages);
  const d = useMessages(vpsDetailMessages);
  const id = useId();
  const locale = useLocale();
  const catalog = useQuery(serverCatalogQuery(locale));
  const keys = useQuery(accountSshKeysQuery());
  const servers = useQuery(vpsQueries.list({}));
  const plans = catalog.data?.plans ?? [];
  const locations = catalog.data?.locations ?? [];
  const images = catalog.data?.images ?? [];

  const [planSlug, setPlanSlug] = useState(initialPlan);
  const [location, setLocation] = useState(initialLocation);
  const [image, setImage] = useState('');
  const [hostname, setHostname] = useState('');
  const [hostnameError, setHostnameError] = useState<string | null>(null);
  const [chosenKeys, setChosenKeys] = useState<readonly string[]>([]);
  const [billing, setBilling] = useState<Billing>('prepaid');
  const [cycle, setCycle] = useState<Cycle>('monthly');
  const [restore, setRestore] = useState(false);
  const [restoreVps, setRestoreVps] = useState('');
  const [restoreSnapshot, setRestoreSnapshot] = useState('');
  const [terms, setTerms] = useState(false);
  const [termsRefused, setTermsRefused] = useState(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const [newKeyName, setNewKeyName] = useState('');
  const [newKey, setNewKey] = useState('');
  const [placed, setPlaced] = useState<{ orderId: string; servers: ProvisionedServer[] } | null>(null);
  const [passwordSeen, setPasswordSeen] = useState(false);

  const plan: ServerPlan | undefined = plans.find((item) => item.slug === planSlug) ?? plans[0];
  const place = location || locations[0]?.code || '';
  const system = image || images[0]?.id || '';
  const stock = plan?.stock.find((row) => row.location === place);
  const orderable = plan !== undefined && planAvailableIn(plan, place);
  const cycleAmount = plan?.billingCycles.find((item) => item.billingCycle === cycle)?.amount ?? null;
  const snapshots = useQuery({ ...vpsSectionQueries.snapshots(restoreVps), enabled: restore && restoreVps !== '' });
  const readySnapshots = useMemo(
    () => (snapshots.data?.data ?? []).filter((snapshot) => snapshot.status === 'available'),
    [snapshots.data],
  );

  const order = useOrderServer();
  const addKey = useAddAccountSshKey();
  const orderGate = useScopeGate(orderRoutes.create);
  const keyGate = useScopeGate(vpsRoutes.createSshKey);
  const firstServer = placed?.servers[0];
  const provisioning = useOperation(firstServer?.operation?.jobId);

  if (catalog.isPending) {
    return (
      <p role="status" className="muted">
        {t('common.loading')}
      </p>
    );
  }
  if (catalog.error) return <ProblemAlert error={catalog.error} />;

  const submit = () => {
    const parsed = z.safeParse(hostnameField, hostname);
    if (!parsed.success) {
      setHostnameError(t('vpsOrder.hostname.invalid'));
      return;
    }
    setHostnameError(null);
    if (!terms) {
      setTermsRefused(true);
      termsRef.current?.focus();
      return;
    }
    if (!plan || !orderable) return;
    order.mutate(
      {
        items: [
          {
            type: 'vps',
            productSlug: plan.slug,
            region: place,
            image: system,
            hostname: parsed.data,
            billingCycle: billing === 'payg' ? 'monthly' : cycle,
            isPayg: billing === 'payg',
            sshKeyIds: [...chosenKeys],
            ...(restore && restoreVps && restoreSnapshot
              ? { restoreFrom: { vpsId: restoreVps, snapshot: restoreSnapshot } }
              : {}),
          },
        ],
        contractAccepted: true,
      },
      { onSuccess: ({ created }) => setPlaced({ orderId: created.id, servers: created.provisioning }) },
    );
  };

  if (placed) {
    return (
      <section className="page vps-order" aria-labelledby={`${id}-done`}>
        <PageHeader headingId={`${id}-done`} title={t('vpsOrder.placed.title')} />
        {placed.servers.map((server) => (
          <div key={server.vpsId} className="vps-order__placed">
            <p>{t('vpsOrder.placed.body', { name: server.hostname ?? server.vpsId })}</p>
            <OperationProgress operation={server.vpsId === firstServer?.vpsId ? provisioning : null} />
            {server.rootPassword && !passwordSeen ? (
              <VpsPasswordOnce
                heading={d('vpsDetail.password.heading', { kind: 'new', name: server.name ?? server.vpsId })}
                password={server.rootPassword}
                note={d('vpsDetail.password.note', { kind: 'new' })}
                onDone={() => setPasswordSeen(true)}
              />
            ) : null}
            <ButtonRow>
              <ButtonLink to="/vps/$vpsId" params={{ vpsId: server.vpsId }} variant="primary">
                {t('vpsOrder.placed.open', { name: server.name ?? server.vpsId })}
              </ButtonLink>
              <ButtonLink to="/orders/$orderId" params={{ orderId: placed.orderId }}>
                {t('vpsOrder.placed.order')}
              </ButtonLink>
            </ButtonRow>
          </div>
        ))}
      </section>
    );
  }

  return (
    <section className="page vps-order" aria-labelledby={`${id}-heading`}>
      <PageHeader
        headingId={`${id}-heading`}
        title={t('vpsOrder.title')}
        breadcrumb={[
          <Link key="servers" to="/vps">
            {t('vpsOrder.breadcrumb')}
          </Link>,
        ]}
      />
      <p>
        <Link to="/catalog/servers">{t('vpsOrder.catalogLink')}</Link>
      </p>
      <form
        className="form vps-order__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <RadioGroup legend={t('vpsOrder.plan')}>
          {plans.map((item) => (
            <Radio
              key={item.slug}
              name="plan"
              value={item.slug}
              checked={item.slug === plan?.slug}
              onChange={() => setPlanSlug(item.slug)}
              label={
                <>
                  {item.name}{' '}
                  <span className="muted">
                    {t('vpsOrder.resources', {
                      cpu: item.resources.cpuCores,
                      memory: item.resources.memoryGb,
                      disk: item.resources.diskGb,
                      traffic: item.resources.trafficTb,
                    })}
                  </span>
                </>
              }
            />
          ))}
        </RadioGroup>
        <RadioGroup legend={t('vpsOrder.location')}>
          {locations.map((item) => {
            const available = plan ? planAvailableIn(plan, item.code) : false;
            return (
              <Radio
                key={item.code}
                name="location"
                value={item.code}
                checked={item.code === place}
                onChange={() => setLocation(item.code)}
                label={item.name}
                hint={available ? undefined : t('vpsOrder.outOfStock', { plan: plan?.name ?? '' })}
              />
            );
          })}
        </RadioGroup>
        {!orderable && stock ? (
          <Notice tone="warning">{t('vpsOrder.outOfStock', { plan: plan?.name ?? '' })}</Notice>
        ) : null}
        <SelectField label={t('vpsOrder.image')} value={system} onChange={(e) => setImage(e.target.value)}>
          {images.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('vpsOrder.hostname.label')}
          hint={t('vpsOrder.hostname.hint')}
          error={hostnameError ?? undefined}
          autoComplete="off"
          spellCheck={false}
          value={hostname}
          onChange={(event) => setHostname(event.target.value)}
        />
        <fieldset className="vps-order__keys">
          <legend>{t('vpsOrder.keys.legend')}</legend>
          {(keys.data?.sshKeys ?? []).map((key) => (
            <Checkbox
              key={key.id}
              label={key.name ?? key.id}
              hint={key.fingerprint ?? undefined}
              checked={chosenKeys.includes(key.id)}
              onChange={(event) =>
                setChosenKeys((prev) =>
                  event.target.checked ? [...prev, key.id] : prev.filter((item) => item !== key.id),
                )
              }
            />
          ))}
          <p className="muted">{chosenKeys.length === 0 ? t('vpsOrder.keys.none') : t('vpsOrder.keys.chosen')}</p>
          <details className="vps-order__add-key">
            <summary>{t('vpsOrder.keys.add')}</summary>
            <TextField
              label={t('vpsOrder.keys.name')}
              value={newKeyName}
              onChange={(event) => setNewKeyName(event.target.value)}
            />
            <TextAreaField
              label={t('vpsOrder.keys.publicKey')}
              value={newKey}
              spellCheck={false}
              onChange={(event) => setNewKey(event.target.value)}
            />
            {addKey.error ? <ProblemAlert error={addKey.error} showFieldErrors /> : null}
            <GatedButton
              type="button"
              gate={keyGate}
              guard={addKey}
              onClick={() =>
                addKey.mutate(
                  { name: newKeyName, publicKey: newKey },
                  {
                    onSuccess: (created) => {
                      setChosenKeys((prev) => [...prev, created.id]);
                      setNewKey('');
                      setNewKeyName('');
                    },
                  },
                )
              }
            >
              {t('vpsOrder.keys.addButton')}
            </GatedButton>
          </details>
        </fieldset>
        <RadioGroup legend={t('vpsOrder.billing.legend')}>
          <Radio
            name="billing"
            value="prepaid"
            checked={billing === 'prepaid'}
            onChange={() => setBilling('prepaid')}
            label={t('vpsOrder.billing.prepaid')}
            hint={t('vpsOrder.billing.prepaidHint')}
          />
          <Radio
            name="billing"
            value="payg"
            checked={billing === 'payg'}
            onChange={() => setBilling('payg')}
            label={t('vpsOrder.billing.payg')}
            hint={t('vpsOrder.billing.paygHint')}
          />
        </RadioGroup>
        {billing === 'prepaid' && plan ? (
          <SelectField
            label={t('vpsOrder.billing.cycle')}
            value={cycle}
            onChange={(event) => {
              const next = event.target.value;
              if (next === 'monthly' || next === 'quarterly' || next === 'annually') setCycle(next);
            }}
          >
            {plan.billingCycles.map((item) => (
              <option key={item.billingCycle} value={item.billingCycle}>
                {t('vpsOrder.billing.cycleOption', { cycle: item.billingCycle })}
              </option>
            ))}
          </SelectField>
        ) : null}
        <fieldset className="vps-order__restore">
          <legend>{t('vpsOrder.restore.legend')}</legend>
          <Checkbox
            label={t('vpsOrder.restore.toggle')}
            hint={t('vpsOrder.restore.hint')}
            checked={restore}
            onChange={(event) => setRestore(event.target.checked)}
          />
          {restore ? (
            <>
              <SelectField
                label={t('vpsOrder.restore.server')}
                value={restoreVps}
                onChange={(event) => {
                  setRestoreVps(event.target.value);
                  setRestoreSnapshot('');
                }}
              >
                <option value="">{t('vpsOrder.restore.choose')}</option>
                {(servers.data?.data ?? []).map((server) => (
                  <option key={server.id} value={server.id}>
                    {server.name ?? server.id}
                  </option>
                ))}
              </SelectField>
              {restoreVps ? (
                <SelectField
                  label={t('vpsOrder.restore.snapshot')}
                  value={restoreSnapshot}
                  onChange={(event) => setRestoreSnapshot(event.target.value)}
                >
                  <option value="">{t('vpsOrder.restore.choose')}</option>
                  {readySnapshots.map((snapshot) => (
                    <option key={snapshot.name} value={snapshot.name}>
                      {snapshot.name}
                    </option>
                  ))}
                </SelectField>
              ) : null}
            </>
          ) : null}
        </fieldset>
        {plan ? (
          <section className="vps-order__price" aria-labelledby={`${id}-price`}>
            <h2 id={`${id}-price`} className="h3">
              {t('vpsOrder.price.heading')}
            </h2>
            {billing === 'payg' && plan.payg ? (
              <ul>
                <li>
                  {t('vpsOrder.price.perHour')}{' '}
                  <Price amount={plan.payg.hourlyAmount} currencyCode={plan.currencyCode} />
                </li>
                <li>
                  {t('vpsOrder.price.cap')} <Price amount={plan.payg.monthlyCap} currencyCode={plan.currencyCode} />
                </li>
                <li>{t('vpsOrder.price.paygNow')}</li>
              </ul>
            ) : (
              <ul>
                <li>
                  {t('vpsOrder.price.perMonth')} <Price amount={plan.monthlyAmount} currencyCode={plan.currencyCode} />
                </li>
                {plan.payg ? (
                  <li>
                    {t('vpsOrder.price.perHourPrepaid')}{' '}
                    <Price amount={plan.payg.hourlyAmount} currencyCode={plan.currencyCode} />
                  </li>
                ) : null}
                <li>
                  {t('vpsOrder.price.dueNow', { cycle })}{' '}
                  <Price amount={cycleAmount} currencyCode={plan.currencyCode} moves />
                </li>
              </ul>
            )}
          </section>
        ) : null}
        <RadioGroup legend={t('vpsOrder.terms.legend')} error={termsRefused ? t('vpsOrder.terms.required') : undefined}>
          <Checkbox
            ref={termsRef}
            label={t.rich('vpsOrder.terms.accept', {
              terms: (
                <Link to="/terms" target="_blank" rel="noopener">
                  {t('vpsOrder.terms.link')}
                </Link>
              ),
            })}
            checked={terms}
            aria-invalid={termsRefused ? true : undefined}
            onChange={(event) => {
              setTerms(event.target.checked);
              if (event.target.checked) setTermsRefused(false);
            }}
          />
        </RadioGroup>
        {order.error ? <ProblemAlert error={order.error} showFieldErrors /> : null}
        {isApiError(order.error) && order.error.outcomeUnknown ? (
          <p>
            <Link to="/orders">{t('vpsOrder.checkOrders')}</Link>
          </p>
        ) : null}
        <ButtonRow>
          <GatedButton
            type="submit"
            variant="primary"
            gate={
              orderable ? orderGate : { allowed: false, reason: t('vpsOrder.outOfStock', { plan: plan?.name ?? '' }) }
            }
            guard={order}
          >
            {t('vpsOrder.submit')}
          </GatedButton>
        </ButtonRow>
      </form>
    </section>
  );
}
