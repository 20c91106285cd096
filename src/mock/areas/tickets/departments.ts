import type { SupportDepartment } from '@/api/schemas/ticket-conversations';

/**
 * The provider's support departments (ledger "Support conversations"), the same in every world: names and
 * descriptions in English and Swedish (docs/glossary-sv.md), and why one takes no new tickets (English; the app
 * says it by `reasonCode`). Tickets carry the English name as `departmentName`. Named for tests and e2e in
 * `scenarios/demo/ids.ts` (`DEMO_SUPPORT_DEPARTMENTS`).
 */

export type DepartmentLocale = 'en' | 'sv';
export type DepartmentSlug = 'technical' | 'billing' | 'sales' | 'abuse';

export interface StoredDepartment {
  slug: DepartmentSlug;
  name: Record<DepartmentLocale, string>;
  description: Record<DepartmentLocale, string>;
  /** Null when it takes new tickets; else why not (the code and an English sentence). */
  closed: { reasonCode: string; reason: string } | null;
}

export const SUPPORT_DEPARTMENTS: readonly StoredDepartment[] = [
  {
    slug: 'technical',
    name: { en: 'Technical support', sv: 'Teknisk support' },
    description: {
      en: 'Servers, hosting, e-mail, domains and DNS: anything that does not work as it should.',
      sv: 'Servrar, webbhotell, e-post, domäner och DNS: allt som inte fungerar som det ska.',
    },
    closed: null,
  },
  {
    slug: 'billing',
    name: { en: 'Billing', sv: 'Fakturering' },
    description: {
      en: 'Invoices, payments, account credit and payment methods.',
      sv: 'Fakturor, betalningar, tillgodohavande och betalsätt.',
    },
    closed: null,
  },
  {
    slug: 'sales',
    name: { en: 'Sales', sv: 'Försäljning' },
    description: {
      en: 'Questions before you order: plans, prices, upgrades and moving services to us.',
      sv: 'Frågor innan du beställer: paket, priser, uppgraderingar och flytt av tjänster till oss.',
    },
    closed: null,
  },
  {
    slug: 'abuse',
    name: { en: 'Abuse', sv: 'Missbruk' },
    description: {
      en: 'Reports of spam, phishing, malware or attacks coming from our network.',
      sv: 'Anmälningar om skräppost, nätfiske, skadlig kod eller attacker från vårt nät.',
    },
    closed: {
      reasonCode: 'department_not_accepting',
      reason:
        'Abuse is reported through the public abuse form, not from an account: anyone can report spam, phishing or ' +
        'attacks there without signing in.',
    },
  },
];

export function findDepartment(slug: string): StoredDepartment | undefined {
  return SUPPORT_DEPARTMENTS.find((department) => department.slug === slug);
}

/** A department's English name: what tickets carry as `departmentName`. */
export function departmentName(slug: DepartmentSlug): string {
  const department = findDepartment(slug);
  if (!department) throw new Error(`Unknown department ${slug}`);
  return department.name.en;
}

export function toDepartment(department: StoredDepartment, locale: DepartmentLocale): SupportDepartment {
  return {
    slug: department.slug,
    name: department.name[locale],
    description: department.description[locale],
    acceptingTickets: department.closed === null,
    reason: department.closed?.reason ?? null,
    reasonCode: department.closed?.reasonCode ?? null,
  };
}
