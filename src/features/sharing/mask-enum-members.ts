// Written by mask.test.ts from the contract (`npx vitest run src/features/sharing/mask.test.ts --update`); do not edit.

/** Members every answer schema of the contract reads as one of a fixed set of values (an enum, a literal). */
export const ENUM_MEMBERS: ReadonlySet<string> = new Set([
  'area',
  'availabilityStatus',
  'brand',
  'currentBillingCycle',
  'customerType',
  'defaultWhen',
  'direction',
  'guestNetworkStatus',
  'method',
  'methods',
  'mode',
  'outcome',
  'purpose',
  'role',
  'security',
  'sender',
  'serviceStatus',
  'source',
  'step',
  'targetBillingCycle',
  'updatedRoles',
  'vatNumberStatus',
  'when',
]);
