import { domain, domainIdParam, domainListPage, domainListQuery, domainPatchBody } from '@/api/schemas/domains';
import {
  bulkAutoRenewBody,
  bulkAutoRenewResponse,
  bulkRedirectBody,
  bulkRedirectResponse,
  bulkRenewBody,
  bulkRenewResponse,
} from '@/api/schemas/domains-bulk';
import {
  domainBillingCycleBody,
  domainBillingCycleChange,
  domainBillingCycleState,
  domainRenewal,
  domainRenewBody,
  domainRenewResponse,
} from '@/api/schemas/domains-renewal';
import {
  domainContacts,
  redirectRuleList,
  registryUnlockBody,
  registryUnlockResult,
} from '@/api/schemas/domains-sections';
import {
  bulkContactsBody,
  bulkManageResponse,
  bulkNameserversBody,
  contactsUpdateBody,
  contactsUpdateResult,
  domainNameservers,
  emptyActionBody,
  identityVerification,
  nameserversBody,
  transferCodeResult,
  verificationEmailResult,
  whoisPrivacyBody,
  whoisPrivacyResult,
} from '@/api/schemas/domains-manage';
import { opaqueId } from '@/api/schemas/common';
import { bindIo, param } from './endpoint';
import { domainRoutes } from './domains';

const domainId = param(domainIdParam, 'Expected a domain id (dom_…), not a domain name.');

/** The domains area's endpoints with their contract (`domains.ts` holds the routes and the decisions). */
export const domainEndpoints = bindIo(domainRoutes, {
  list: { query: domainListQuery, response: domainListPage },
  detail: { params: { id: domainId }, response: domain },
  update: { params: { id: domainId }, body: domainPatchBody, response: domain },
  contacts: { params: { id: domainId }, response: domainContacts },
  redirects: { params: { id: domainId }, response: redirectRuleList },
  renewal: { params: { id: domainId }, response: domainRenewal },
  renew: { params: { id: domainId }, body: domainRenewBody, response: domainRenewResponse, status: 201 },
  billingCycle: { params: { id: domainId }, response: domainBillingCycleState },
  changeBillingCycle: { params: { id: domainId }, body: domainBillingCycleBody, response: domainBillingCycleChange },
  requestUnlock: {
    params: { id: domainId },
    body: registryUnlockBody,
    bodyOptional: true,
    response: registryUnlockResult,
  },
  bulkRedirects: { body: bulkRedirectBody, response: bulkRedirectResponse, status: 202 },
  bulkAutoRenew: { body: bulkAutoRenewBody, response: bulkAutoRenewResponse, status: 202 },
  // 202 while queued; 200 with `operation: null` when every domain was skipped.
  bulkRenew: { body: bulkRenewBody, response: bulkRenewResponse, status: 202 },
  transferCode: { params: { id: domainId }, body: emptyActionBody, bodyOptional: true, response: transferCodeResult },
  nameservers: { params: { id: domainId }, response: domainNameservers },
  changeNameservers: { params: { id: domainId }, body: nameserversBody, response: domainNameservers },
  changeWhoisPrivacy: { params: { id: domainId }, body: whoisPrivacyBody, response: whoisPrivacyResult },
  updateContacts: { params: { id: domainId }, body: contactsUpdateBody, response: contactsUpdateResult },
  identityVerification: {
    params: { id: domainId, verificationId: param(opaqueId('eidv_'), 'Expected a verification id (eidv_…).') },
    response: identityVerification,
  },
  resendContactVerification: {
    params: { id: domainId },
    body: emptyActionBody,
    bodyOptional: true,
    response: verificationEmailResult,
  },
  bulkNameservers: { body: bulkNameserversBody, response: bulkManageResponse, status: 202 },
  bulkContacts: { body: bulkContactsBody, response: bulkManageResponse, status: 202 },
});
