import { Hono } from 'hono';
import { domainEndpoints as api } from '@/api/endpoints/domains-io';
import type { ActionGate, FieldError } from '@/api/schemas/common';
import { json, operationResponse, type AuthContext, type MockEnv } from '@/mock/platform/http';
import { createJob } from '@/mock/platform/jobs';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import {
  applyContactUpdate,
  applyNameservers,
  applyWhoisPrivacy,
  bulkNameserverOutcome,
  copyContactsOutcome,
  findVerification,
  identityVerificationView,
  issueTransferCode,
  nameserverBodyErrors,
  nameserversView,
  numberNeedsIdentity,
  resendVerificationEmail,
} from './manage';
import { nameserversGate, transferCodeGate, whoisPrivacyGate } from './manage-gates';
import { findDomain, toDomainContacts, type StoredDomain } from './state';

/**
 * Managing a registered domain (issue 37): the routes of the "Issue 37" entries of the endpoint table
 * (src/api/endpoints/domains.ts), whose doc comments hold the rules; the operations are in manage.ts.
 */

function ownDomain({ world, customer }: AuthContext, id: string): StoredDomain {
  const domain = findDomain(world.state.domains, customer.id, id);
  if (!domain) throw notFound('not_found', `No domain ${id} was found for this account.`);
  return domain;
}

/** A blocked gate is a 409 with the gate's code, and the gate itself as `actions` (as renew's). */
function refuse(name: string, gate: ActionGate): never {
  throw new ProblemError({
    status: 409,
    code: gate.code ?? 'conflict',
    detail: gate.reason ?? 'This is not possible now.',
    members: { actions: { [name]: gate } },
  });
}

function contactsOf(domain: StoredDomain) {
  const contacts = toDomainContacts(domain);
  if (!contacts) {
    throw new ProblemError({
      status: 409,
      code: 'contacts_unavailable',
      detail: `The contacts of ${domain.name} are unavailable: the domain is ${domain.status} and no longer managed here.`,
    });
  }
  return contacts;
}

/** Every id a domain of the account, else the whole batch is refused (as bulk auto-renew). */
function ownDomains(auth: AuthContext, ids: readonly string[]): StoredDomain[] {
  const domains: StoredDomain[] = [];
  const errors: FieldError[] = [];
  ids.forEach((id, index) => {
    const domain = findDomain(auth.world.state.domains, auth.customer.id, id);
    if (domain) {
      if (!domains.includes(domain)) domains.push(domain);
    } else
      errors.push({ pointer: `/domainIds/${index}`, detail: `No domain ${id} in this account.`, code: 'not_found' });
  });
  if (errors.length > 0) {
    throw invalidRequest(
      errors,
      `${errors.length} of the selected domains are not domains of this account; nothing was queued.`,
    );
  }
  return domains;
}

export function domainManageRoutes(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.transferCode, (c, { auth, params: { id } }) => {
    const domain = ownDomain(auth, id);
    const gate = transferCodeGate(domain);
    if (!gate.allowed) refuse('canGetTransferCode', gate);
    return json(c, issueTransferCode(domain, auth.world.nowIso()));
  });

  serve(routes, api.nameservers, (c, { auth, params: { id } }) =>
    json(c, nameserversView(ownDomain(auth, id), auth.world.nowIso())),
  );

  serve(routes, api.changeNameservers, (c, { auth, params: { id }, body }) => {
    const domain = ownDomain(auth, id);
    const gate = nameserversGate(domain);
    if (!gate.allowed) refuse('canChangeNameservers', gate);
    const errors = nameserverBodyErrors(body, [domain.name]);
    if (errors.length > 0) throw invalidRequest(errors);
    applyNameservers(domain, body, auth.world.nowIso());
    return json(c, nameserversView(domain, auth.world.nowIso()));
  });

  serve(routes, api.changeWhoisPrivacy, (c, { auth, params: { id }, body }) => {
    const domain = ownDomain(auth, id);
    const gate = whoisPrivacyGate(domain);
    if (!gate.allowed) refuse('canChangeWhoisPrivacy', gate);
    return json(c, { domainId: domain.id, whoisPrivacy: applyWhoisPrivacy(domain, body, auth.world.nowIso()) });
  });

  serve(routes, api.updateContacts, (c, { auth, params: { id }, body }) => {
    const { world } = auth;
    const domain = ownDomain(auth, id);
    const contacts = contactsOf(domain);
    if (!contacts.actions.canEditContacts.allowed) refuse('canEditContacts', contacts.actions.canEditContacts);
    const current = contacts.registrant?.registrationIdentifier?.value ?? null;
    const wanted = body.registrant?.registrationIdentifier?.value || null;
    const needsIdentity = body.registrant !== undefined && current !== wanted && numberNeedsIdentity(domain, contacts);
    if (needsIdentity && body.returnUrl === undefined) {
      throw invalidRequest([
        {
          pointer: '/returnUrl',
          code: 'return_url_required',
          detail:
            'The registrant number changes after an e-ID check: send returnUrl, where the check sends the customer back.',
        },
      ]);
    }
    const updateOutcome = applyContactUpdate(domain, contacts, body, {
      state: world.state.domains,
      worldId: world.id,
      nowIso: world.nowIso(),
    });
    return json(c, { ...contactsOf(domain), updateOutcome });
  });

  serve(routes, api.identityVerification, (c, { auth, params: { id, verificationId } }) => {
    const domain = ownDomain(auth, id);
    const verification = findVerification(auth.world.state.domains, verificationId, auth.world.nowIso());
    if (!verification || verification.domainId !== domain.id || verification.customerId !== auth.customer.id) {
      throw notFound('not_found', `No identity verification ${verificationId} for ${domain.name}.`);
    }
    return json(c, identityVerificationView(verification));
  });

  serve(routes, api.resendContactVerification, (c, { auth, params: { id } }) => {
    const domain = ownDomain(auth, id);
    const answer = resendVerificationEmail(domain, auth.world.nowIso());
    if (!answer.sent && answer.refused === 'no_verification_pending') {
      throw new ProblemError({
        status: 409,
        code: 'no_verification_pending',
        detail: `No contact e-mail verification is waiting for ${domain.name}.`,
      });
    }
    if (!answer.sent) {
      throw new ProblemError({
        status: 409,
        code: 'resend_too_soon',
        detail: 'The verification e-mail was sent a few minutes ago; it can be sent again in 10 minutes.',
        extensions: { retryAt: answer.retryAt },
      });
    }
    const { sent: _sent, ...rest } = answer;
    return json(c, { domainId: domain.id, ...rest });
  });

  serve(routes, api.bulkNameservers, (c, { auth, body }) => {
    const { world, customer } = auth;
    const domains = ownDomains(auth, body.domainIds);
    const { domainIds: _ids, ...change } = body;
    const errors = nameserverBodyErrors(
      change,
      domains.map((domain) => domain.name),
    );
    if (errors.length > 0) throw invalidRequest(errors);
    const job = createJob(world, {
      customerId: customer.id,
      kind: 'domains.nameservers',
      idPrefix: 'dbj',
      accepted: true,
      onComplete: () => ({
        result: { domains: domains.map((domain) => bulkNameserverOutcome(domain, change, world.nowIso())) },
      }),
    });
    return operationResponse(c, world, job, { domainsQueued: domains.length });
  });

  serve(routes, api.bulkContacts, (c, { auth, body }) => {
    const { world, customer } = auth;
    const source = findDomain(world.state.domains, customer.id, body.sourceDomainId);
    if (!source) {
      throw invalidRequest([
        { pointer: '/sourceDomainId', code: 'not_found', detail: `No domain ${body.sourceDomainId} in this account.` },
      ]);
    }
    const targets = ownDomains(auth, body.domainIds).filter((domain) => domain !== source);
    const roles = [...new Set(body.roles)];
    const job = createJob(world, {
      customerId: customer.id,
      kind: 'domains.contacts',
      idPrefix: 'dbj',
      accepted: true,
      onComplete: () => ({ result: { domains: targets.map((target) => copyContactsOutcome(source, target, roles)) } }),
    });
    return operationResponse(c, world, job, { domainsQueued: targets.length });
  });

  return routes;
}
