import {
  availabilityBody,
  availabilityResponse,
  registrationOptions,
  transferCheck,
  transferCheckBody,
  transferProgress,
} from '@/api/schemas/domain-registration';
import { domainIdParam } from '@/api/schemas/domains';
import { bindIo, param } from './endpoint';
import { domainRegistrationRoutes } from './domain-registration';

const domainId = param(domainIdParam, 'Expected a domain id (dom_…), not a domain name.');

/** Registering and transferring in (`domain-registration.ts` holds the routes and the decisions). */
export const domainRegistrationEndpoints = bindIo(domainRegistrationRoutes, {
  options: { response: registrationOptions },
  availability: { body: availabilityBody, response: availabilityResponse },
  transferCheck: { body: transferCheckBody, response: transferCheck },
  transfer: { params: { id: domainId }, response: transferProgress },
});
