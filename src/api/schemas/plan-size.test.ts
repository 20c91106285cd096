import { describe, expect, it } from 'vitest';
import { comparePlanResources } from './plan-size';

const changes = (
  storage: [number | null, number | null],
  mail: [number | null, number | null],
  db: [number | null, number | null],
) => ({
  storageGb: { from: storage[0], to: storage[1] },
  emailAccounts: { from: mail[0], to: mail[1] },
  databases: { from: db[0], to: db[1] },
});

describe('a plan is larger or smaller by its resources, never its price', () => {
  it('less disk, fewer mailboxes and databases is smaller (the plan that was called "Larger")', () => {
    // Business (100 GB, 100 mailboxes, unlimited databases) → Business Medium (50 GB, 25, 10).
    expect(comparePlanResources(changes([100, 50], [100, 25], [null, 10]))).toEqual({
      size: 'smaller',
      more: [],
      less: ['storageGb', 'emailAccounts', 'databases'],
    });
  });

  it('larger when every resource is at least today’s and one is more; unlimited is more than any number', () => {
    expect(comparePlanResources(changes([100, null], [100, null], [null, null]))).toEqual({
      size: 'larger',
      more: ['storageGb', 'emailAccounts'],
      less: [],
    });
    expect(comparePlanResources(changes([10, 25], [5, 5], [1, 1])).size).toBe('larger');
  });

  it('smaller when one is less and none more, even with the rest the same', () => {
    expect(comparePlanResources(changes([100, 100], [100, 100], [null, 25]))).toEqual({
      size: 'smaller',
      more: [],
      less: ['databases'],
    });
  });

  it('different when some are more and some less, saying which', () => {
    expect(comparePlanResources(changes([25, 50], [25, 10], [10, 10]))).toEqual({
      size: 'different',
      more: ['storageGb'],
      less: ['emailAccounts'],
    });
  });

  it('the same on every resource is neither larger nor smaller', () => {
    expect(comparePlanResources(changes([10, 10], [null, null], [1, 1])).size).toBe('same');
  });
});
