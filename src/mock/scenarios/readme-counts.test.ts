import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  DEMO_DOMAIN_COUNTS,
  DEMO_HOSTING_COUNTS,
  DEMO_ORDER_COUNTS,
  DEMO_TICKET_COUNTS,
  DEMO_VPS_COUNTS,
} from './demo/ids';
import { findScenario } from './index';

const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
const demoParagraph = readme.slice(readme.indexOf('- **demo**'), readme.indexOf('- **empty**'));

describe('README: the demo it describes is the demo the mock seeds', () => {
  it('says the counts of the demo data', () => {
    const state = findScenario('demo')?.seed(Date.now()).state;
    const main = (items: readonly { customerId: string }[]) =>
      items.filter((item) => item.customerId === items[0]?.customerId).length;
    // The ids file's counts are the seeded ones...
    expect(main(state?.tickets.tickets ?? [])).toBe(DEMO_TICKET_COUNTS.main.total);
    expect(main(state?.vps.servers ?? [])).toBe(DEMO_VPS_COUNTS.main.total);
    expect(main(state?.hosting.accounts ?? [])).toBe(DEMO_HOSTING_COUNTS.main.total);
    expect(main(state?.orders.orders ?? [])).toBe(DEMO_ORDER_COUNTS.main.total);
    expect(main(state?.domains.domains ?? [])).toBe(DEMO_DOMAIN_COUNTS.main);
    // ...and the README says them.
    expect(demoParagraph).toContain(`${DEMO_TICKET_COUNTS.main.total} support tickets`);
    expect(demoParagraph).toContain(`${DEMO_VPS_COUNTS.main.total} VPSs`);
    expect(demoParagraph).toContain(`${DEMO_HOSTING_COUNTS.main.total} shared-hosting accounts`);
    expect(demoParagraph).toContain(`${DEMO_ORDER_COUNTS.main.total} orders`);
    expect(demoParagraph).toContain(`${DEMO_DOMAIN_COUNTS.main} domains`);
  });

  it('has no stale words and shows a screenshot that exists', () => {
    expect(readme).not.toMatch(/appear when their screens exist/);
    const image = /!\[[^\]]+\]\((docs\/[^)]+\.png)\)/.exec(readme)?.[1];
    expect(image).toBeDefined();
    expect(() => readFileSync(new URL(`../../../${image ?? ''}`, import.meta.url))).not.toThrow();
  });
});
