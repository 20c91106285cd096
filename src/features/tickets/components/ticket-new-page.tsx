import { zodResolver } from '@hookform/resolvers/zod';
import { ticketRoutes } from '@/api/endpoints/tickets';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import * as z from 'zod/mini';
import { isApiError } from '@/api/client';
import {
  newTicketPriorityValues,
  type SupportDepartment,
  type TicketCreateBody,
} from '@/api/schemas/ticket-conversations';
import { useLocale, useMessages, type PlainMessageKey } from '@/i18n';
import { AttachmentsField } from '@/ui/attachments-field';
import { Button } from '@/ui/button';
import { SelectField, TextAreaField, TextField } from '@/ui/fields';
import { serviceTypeLabel } from '@/ui/format/service-type';
import { GatedButton, GateReason } from '@/ui/gated-button';
import { useScopeGate } from '@/ui/key-scopes';
import { Notice } from '@/ui/notice';
import { PageHeader } from '@/ui/page-header';
import { ProblemAlert } from '@/ui/problem-alert';
import { useAttachmentUploads } from '@/ui/use-attachment-uploads';
import { useCreateTicket } from '@/features/tickets/api/ticket-mutations';
import { departmentQueries } from '@/features/tickets/api/ticket-new-queries';
import { ticketUrlParam } from '@/features/tickets/ticket-labels';
import type en from '@/features/tickets/messages/en';
import { ticketMessages } from '@/features/tickets/messages/catalog';
import { parseCcList } from '@/features/tickets/ticket-cc';
import { forgetNewTicketDraft, readNewTicketDraft, saveNewTicketDraft } from '@/features/tickets/ticket-drafts';
import type { NewTicketSearch } from '@/features/tickets/ticket-route-params';
import {
  CcField,
  ccCheck,
  messageCheck,
  useConversationErrors,
  useFieldErrorText,
  useServerErrorText,
} from './ticket-form-parts';
import '@/features/tickets/tickets.css';

type Key = PlainMessageKey<typeof en>;
type Priority = (typeof newTicketPriorityValues)[number];
type NewTicketForm = { departmentSlug: string; subject: string; priority: Priority; body: string; cc: string };

const newTicketSchema = z.object({
  departmentSlug: z.string().check(z.minLength(1, 'tickets.new.department.required' satisfies Key)),
  subject: z.string().check(
    z.refine((value) => value.trim() !== '', 'tickets.new.subject.required' satisfies Key),
    z.refine((value) => value.length <= 200, 'tickets.new.subject.tooLong' satisfies Key),
  ),
  priority: z.enum(newTicketPriorityValues),
  body: messageCheck,
  cc: ccCheck,
});

/** Only `acceptingTickets: true` offers a department (a guard flag: missing or malformed is not offered). */
const accepts = (department: SupportDepartment) => department.acceptingTickets === true;

/**
 * A new support ticket: department (one that takes no tickets here is shown disabled, with why, before anything is
 * sent), subject, priority, the message (prefilled with what the customer was trying to do when a screen's "Get help
 * with this" said so), the service it is about (removable), CCs and files. On 201 the ticket's screen opens; on a
 * failure everything typed stays, each server field error on its field.
 */
export function TicketNewPage({ search }: { search: NewTicketSearch }) {
  const t = useMessages(ticketMessages);
  const gate = useScopeGate(ticketRoutes.create);
  return (
    <section className="page" aria-labelledby="ticket-new-heading">
      <PageHeader
        headingId="ticket-new-heading"
        title={t('tickets.new.title')}
        breadcrumb={[
          <Link key="tickets" to="/support/tickets">
            {t('tickets.detail.breadcrumb')}
          </Link>,
        ]}
      />
      {gate.allowed ? (
        // One form per what it is about: its prefill and its draft are read when it mounts.
        <NewTicketFormView key={`${search.serviceType ?? ''}:${search.serviceId ?? ''}`} search={search} />
      ) : (
        // Blocked before anything is typed: the form is not offered.
        <GatedButton gate={gate} variant="primary">
          {t('tickets.new.submit')}
        </GatedButton>
      )}
    </section>
  );
}

function NewTicketFormView({ search }: { search: NewTicketSearch }) {
  const t = useMessages(ticketMessages);
  const core = useMessages();
  const locale = useLocale();
  const navigate = useNavigate();
  const { data: departments } = useSuspenseQuery(departmentQueries.list(locale));
  const create = useCreateTicket();
  const uploads = useAttachmentUploads();
  const gate = useScopeGate(ticketRoutes.create);
  const closedId = useId();
  const [linked, setLinked] = useState(() =>
    search.serviceType && search.serviceId
      ? { serviceType: search.serviceType, serviceId: search.serviceId, serviceName: search.serviceName ?? null }
      : null,
  );

  // What the form starts with (a screen's "Get help with this" prefills subject and message), and the draft of an
  // earlier visit about the same thing, which wins: it is what the customer typed. Both read once.
  const [about] = useState(() =>
    search.serviceType && search.serviceId ? { serviceType: search.serviceType, serviceId: search.serviceId } : null,
  );
  const [initial] = useState<NewTicketForm>(() => ({
    departmentSlug: '',
    subject: search.subject ?? '',
    priority: 'medium',
    body: search.about ?? '',
    cc: '',
  }));
  const [draft] = useState(() => readNewTicketDraft(about));
  const restored = draft !== null;
  const form = useForm<NewTicketForm>({
    resolver: zodResolver(newTicketSchema),
    mode: 'onSubmit',
    defaultValues: draft
      ? {
          ...draft,
          // A department or priority the draft names that no longer exists is chosen again.
          priority: newTicketPriorityValues.find((value) => value === draft.priority) ?? initial.priority,
          departmentSlug: departments.data.some((d) => d.slug === draft.departmentSlug && accepts(d))
            ? draft.departmentSlug
            : '',
        }
      : initial,
  });
  // Every change is kept at once (a reload or a closed tab loses nothing); sending forgets it.
  useEffect(() => {
    const subscription = form.watch((values) =>
      saveNewTicketDraft(
        about,
        {
          departmentSlug: values.departmentSlug ?? '',
          subject: values.subject ?? '',
          priority: values.priority ?? '',
          body: values.body ?? '',
          cc: values.cc ?? '',
        },
        initial,
      ),
    );
    return () => subscription.unsubscribe();
  }, [form, about, initial]);
  const { errors } = form.formState;
  const ccValue = useCallback(() => form.getValues('cc'), [form]);
  const errorText = useFieldErrorText(ccValue);
  const serverErrorText = useServerErrorText();
  const { top, linkedService: linkedError } = useConversationErrors(form, create.error, create.variables, uploads, [
    'departmentSlug',
    'subject',
    'priority',
    'body',
  ]);
  const otherProblem =
    create.error !== null && create.error !== undefined && !(isApiError(create.error) && create.error.status === 400);

  const offered = departments.data.filter(accepts);
  const closed = departments.data.filter((department) => !accepts(department));
  const chosenSlug = form.watch('departmentSlug');
  const chosen = departments.data.find((department) => department.slug === chosenSlug) ?? null;

  const onSubmit = form.handleSubmit((values) => {
    if (!gate.allowed || uploads.uploading) return;
    const cc = parseCcList(values.cc);
    const body: TicketCreateBody = {
      departmentSlug: values.departmentSlug,
      subject: values.subject.trim(),
      body: values.body,
      priority: values.priority,
    };
    if (linked) body.linkedService = { serviceType: linked.serviceType, serviceId: linked.serviceId };
    if (cc.length > 0) body.ccEmails = cc;
    if (uploads.ids.length > 0) body.attachmentIds = [...uploads.ids];
    create.mutate(body, {
      onSuccess: (created) => {
        forgetNewTicketDraft(about);
        void navigate({ to: '/support/tickets/$ticketId', params: { ticketId: ticketUrlParam(created) } });
      },
    });
  });

  const linkedName = linked ? (linked.serviceName ?? linked.serviceId) : '';

  return (
    <form className="form ticket-new" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p>{t('tickets.new.intro')}</p>
      {restored && <p className="muted">{t('tickets.new.draftRestored')}</p>}
      {offered.length === 0 && (
        <Notice tone="warning" role="note">
          <p>{t('tickets.new.department.none')}</p>
        </Notice>
      )}
      <SelectField
        label={t('tickets.new.department')}
        hint={chosen?.description ?? undefined}
        error={errorText(errors.departmentSlug)}
        describedBy={closed.length > 0 ? closedId : undefined}
        {...form.register('departmentSlug')}
      >
        <option value="">{t('tickets.new.department.choose')}</option>
        {departments.data.map((department) => {
          const name = department.name ?? department.slug;
          return (
            <option key={department.slug} value={department.slug} disabled={!accepts(department)}>
              {accepts(department) ? name : t('tickets.new.department.closed', { name })}
            </option>
          );
        })}
      </SelectField>
      {closed.length > 0 && (
        <div id={closedId} className="ticket-new-closed">
          <p className="ticket-new-closed__heading">{t('tickets.new.department.closedHeading')}</p>
          <ul>
            {closed.map((department) => (
              <li key={department.slug}>
                <strong>{department.name ?? department.slug}</strong>:{' '}
                <GateReason gate={{ allowed: false, reason: department.reason, code: department.reasonCode }} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {linked && (
        <div className="ticket-new-linked" role="group" aria-labelledby={`${closedId}-linked`}>
          <p id={`${closedId}-linked`} className="ticket-new-linked__heading">
            {t('tickets.new.linked.heading')}
          </p>
          <p className="ticket-new-linked__service">
            <span className="ticket-linked__type">{serviceTypeLabel(linked.serviceType, core)}</span>{' '}
            <span>{linkedName}</span>
            <Button
              size="small"
              variant="ghost"
              aria-label={t('tickets.new.linked.removeLabel', { name: linkedName })}
              onClick={() => setLinked(null)}
            >
              {t('tickets.new.linked.remove')}
            </Button>
          </p>
          {linkedError && <p className="ticket-new-linked__error">{serverErrorText(linkedError)}</p>}
        </div>
      )}
      <TextField
        label={t('tickets.new.subject')}
        error={errorText(errors.subject)}
        autoComplete="off"
        {...form.register('subject')}
      />
      <SelectField
        label={t('tickets.new.priority')}
        hint={t('tickets.new.priority.hint')}
        error={errorText(errors.priority)}
        {...form.register('priority')}
      >
        {newTicketPriorityValues.map((priority) => (
          <option key={priority} value={priority}>
            {t('tickets.priority', { priority })}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('tickets.new.body')}
        hint={t('tickets.new.body.hint')}
        error={errorText(errors.body)}
        rows={8}
        {...form.register('body')}
      />
      <CcField hint={t('tickets.new.ccHint')} error={errorText(errors.cc)} {...form.register('cc')} />
      <AttachmentsField uploads={uploads} />
      {top && <ProblemAlert error={top} showFieldErrors />}
      {otherProblem && <ProblemAlert error={create.error} />}
      <div className="ticket-reply__actions">
        <GatedButton
          type="submit"
          gate={gate}
          variant="primary"
          guard={create}
          disabled={uploads.uploading || offered.length === 0}
          aria-describedby={uploads.uploading ? `${closedId}-wait` : undefined}
        >
          {t('tickets.new.submit')}
        </GatedButton>
        {uploads.uploading && (
          <span id={`${closedId}-wait`} className="muted">
            {t('tickets.new.waitUploads')}
          </span>
        )}
      </div>
    </form>
  );
}
