import { randomBytes } from 'node:crypto';
import { generateApiKey, hashSecret, secretState, type EndedKeyReason, type KeyLifecycle } from './api-key-secrets';
import { knownScopes, readScopes, type Scope } from '@/api/schemas/me';
import type { MockFaults, MockSubAccount, MockWorldInfo } from '@/api/schemas/mock-control';
import { bindPaymentProvider } from '@/mock/areas/orders/state';
import { settleAutoPayments } from '@/mock/areas/billing/payments';
import { markOperationFailed } from '@/mock/areas/audit/state';
import { DEFAULT_SCENARIO, findScenario, scenarioNames } from '@/mock/scenarios';
import type { Customer, WorldCustomers } from './customers';
import { createFaults, type WorldFaults } from './faults';
import { IdempotencyStore } from './idempotency';
import { DEFAULT_JOB_DURATION_MS, settleJobs, type Job, type JobHost } from './jobs';
import { ProblemError, invalidRequest } from './problems';
import { DEFAULT_RATE_LIMIT, type RateLimitConfig, type RateWindow } from './rate-limit';
import type { WorldState } from './state';
import { estimateHeapBytes } from './world-cost';
import type { ViewBundle } from '@/api/schemas/view-bundle';
import { importBundle } from './bundle-import';
import { seedStandardPeople } from '@/mock/areas/account/people';

/** Every scope the spec names plus the support scopes of the ledger (shared with the client). */
export const ALL_SCOPES: readonly Scope[] = knownScopes;
export type { Scope };

/** Ledger "Read scopes": what the `readonly` key carries. */
export const READ_SCOPES: readonly Scope[] = readScopes;

export function isScope(value: string): value is Scope {
  return (ALL_SCOPES as readonly string[]).includes(value);
}

export const RESERVED_KEY_NAMES = ['full', 'readonly', 'other'] as const;
export const KEY_NAME_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
/**
 * What the registry keeps, by estimated cost (world-cost.ts): ~14 `reseller` worlds (9.2 MB each, ~14.5 MB of
 * heap) or ~800 `demo` worlds (~170 KB each). A full e2e run (~150 demo worlds, a few reseller ones) fits.
 */
export const DEFAULT_MAX_WORLD_BYTES = 128 * 1024 * 1024;
/** The world record, its keys and maps, beside the scenario's data. */
const WORLD_OVERHEAD_BYTES = 8 * 1024;

/**
 * An API key of a world (issue 39: a resource of the account, `src/api/endpoints/api-keys.ts`). Its secret is never
 * kept, only its hash (`KeyLifecycle`, ./api-key-secrets.ts), with what decides whether a secret still works.
 */
export interface ApiKey extends KeyLifecycle {
  id: string;
  name: string;
  customerId: string;
  scopes: Scope[];
  /**
   * A contact sub-account's key (of the main customer), or null for the account holder's own keys. Routes check
   * `canPlaceOrders` where the spec asks for order-placement permission (`assertCanPlaceOrders`).
   */
  subAccount: { canPlaceOrders: boolean } | null;
  /** World clock, ms. */
  createdAtMs: number;
  /** The key (or person) that made it; `account` for the keys a world starts with. */
  createdBy: ApiKeyCreator;
  /** The last request any of its secrets made (world clock), and from which address. */
  lastUsedAtMs: number | null;
  lastUsedFrom: string | null;
  /** A person's session key (issue 39): whose it is; absent or null for an API key. Not listed as an API key. */
  personId?: string | null;
  /** A session key: the sign-in's `User-Agent` (the sessions list says the device from it). */
  userAgent?: string | null;
  /** Why it was ended when it was not simply revoked or signed out (its 401's code, src/api/endpoints/team.ts). */
  endReason?: 'session_revoked' | 'member_removed' | null;
}

/** How long a person's session key works (ledger "People and session keys"). */
export const SESSION_KEY_LIFETIME_MS = 8 * 60 * 60 * 1000;

export interface ApiKeyCreator {
  type: 'api_key' | 'person' | 'account';
  id: string | null;
  name: string | null;
}

/** What a new key is made of (`WorldRegistry.issueKey`). */
export interface NewApiKey {
  name: string;
  customerId: string;
  scopes: readonly Scope[];
  subAccount?: { canPlaceOrders: boolean } | null;
  createdBy?: ApiKeyCreator;
  /** How long the key works from the moment it is made (null or absent: until revoked). */
  lifetimeMs?: number | null;
  personId?: string | null;
}

/** A bearer secret looked up: a working key, one that stopped working (and why), or nothing the mock knows. */
export type KeyLookup =
  | { kind: 'ok'; world: World; apiKey: ApiKey }
  | { kind: 'ended'; world: World; apiKey: ApiKey; reason: EndedKeyReason }
  | { kind: 'unknown' };

export interface World extends JobHost {
  id: string;
  scenario: string;
  createdAtMs: number;
  clockOffsetMs: number;
  /** The server's default world is never evicted. */
  pinned: boolean;
  customers: WorldCustomers;
  /** The world's API keys by id (their secrets only as hashes, in the registry's index). */
  keys: Map<string, ApiKey>;
  rateLimit: RateLimitConfig;
  /** Fixed windows keyed by API key id, measured on the world clock. */
  rateWindows: Map<string, RateWindow>;
  jobDurationMs: number;
  jobs: Map<string, Job>;
  /** Added to every /api response of this world (0..10000 ms). */
  latencyMs: number;
  /** Injected failures; null for a reliable world. */
  faults: WorldFaults | null;
  /** The first answers of money writes sent with an `Idempotency-Key` (./idempotency.ts), 24 h on the world clock. */
  idempotency: IdempotencyStore;
  state: WorldState;
  /** Estimated bytes (world-cost.ts) the registry counts against its budget. */
  costBytes: number;
  /**
   * Bytes the world took on (or, negative, gave back) after it was weighed: uploaded files. Counted against the
   * registry's budget at once; growth evicts least recently used other worlds until everything fits again.
   */
  addCost(deltaBytes: number): void;
  now(): number;
  nowIso(): string;
  customer(customerId: string): Customer | undefined;
}

export interface NamedKeyRequest {
  name: string;
  scopes: readonly string[];
  subAccount?: MockSubAccount | undefined;
}

export interface CreateWorldOptions {
  scenario?: string | undefined;
  jobDurationMs?: number | undefined;
  rateLimit?: RateLimitConfig | undefined;
  keys?: readonly NamedKeyRequest[] | undefined;
  faults?: MockFaults | null | undefined;
  latencyMs?: number | undefined;
  /** The upstream product catalog fails (502) for this world's anonymous catalog calls (`X-Mock-World`). */
  catalogOutage?: boolean | undefined;
  /** The EU's VAT-number register (VIES) stand-in cannot be reached: numbers are saved `pending`. */
  vatRegisterOutage?: boolean | undefined;
  /** "Continue in a world": the records a view bundle shows replace the scenario's (./bundle-import.ts). */
  bundle?: Pick<ViewBundle, 'reads'> | undefined;
}

export interface UpdateWorldOptions {
  faults?: MockFaults | null | undefined;
  latencyMs?: number | undefined;
  catalogOutage?: boolean | undefined;
  vatRegisterOutage?: boolean | undefined;
}

export interface CreatedWorldKeys {
  full: string;
  readonly: string;
  other: string;
  [name: string]: string;
}

export interface CreatedWorld {
  worldId: string;
  keys: CreatedWorldKeys;
}

export type WorldInfo = MockWorldInfo;

function randomHex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

function validateOptions(options: CreateWorldOptions): void {
  const scenario = options.scenario ?? DEFAULT_SCENARIO;
  if (!findScenario(scenario)) {
    throw invalidRequest([
      {
        pointer: '/scenario',
        detail: `Unknown scenario "${scenario}". Known scenarios: ${scenarioNames().join(', ')}.`,
        code: 'invalid_request',
      },
    ]);
  }
  const seen = new Set<string>();
  const errors = (options.keys ?? []).flatMap((request, index) => {
    const problems: { pointer: string; detail: string; code: string }[] = [];
    if (!KEY_NAME_PATTERN.test(request.name)) {
      problems.push({
        pointer: `/keys/${index}/name`,
        detail: 'Key names are 1–40 letters, digits, "_" or "-".',
        code: 'invalid_request',
      });
    } else if ((RESERVED_KEY_NAMES as readonly string[]).includes(request.name) || seen.has(request.name)) {
      problems.push({
        pointer: `/keys/${index}/name`,
        detail: `The key name "${request.name}" is already used.`,
        code: 'invalid_request',
      });
    }
    seen.add(request.name);
    request.scopes.forEach((scope, scopeIndex) => {
      if (!isScope(scope)) {
        problems.push({
          pointer: `/keys/${index}/scopes/${scopeIndex}`,
          detail: `Unknown scope "${scope}".`,
          code: 'invalid_request',
        });
      }
    });
    return problems;
  });
  if (errors.length > 0) throw invalidRequest(errors);
}

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(bytes < 10 * MB ? 1 : 0)} MB`;
}

/**
 * All worlds of one mock server, in memory, least recently used first. A world is touched when it is
 * created, read through /__mock, or one of its keys is used. Worlds are capped by their estimated cost, not
 * their number: a new world first evicts the least recently used unpinned worlds until it fits, and only a world
 * that could not fit even then is refused (503 `mock_capacity_exceeded`), evicting nothing.
 */
export class WorldRegistry {
  private readonly worlds = new Map<string, World>();
  /** Every secret's hash (current, previous and rotated away) → its world and key: secrets are never kept. */
  private readonly keyIndex = new Map<string, { worldId: string; key: ApiKey }>();
  /** A fresh world of a scenario always costs the same (deterministic seeds): weighed once per scenario. */
  private readonly scenarioCost = new Map<string, number>();
  private totalCost = 0;
  /** Windows for requests without a usable key (401s, anonymous endpoints), per client address. */
  readonly anonymousRateWindows = new Map<string, RateWindow>();
  readonly maxCostBytes: number;
  /** The world made by `createDefaultWorld` (answers anonymous calls that name no world). */
  defaultWorldId: string | null = null;
  /** The default world of each scenario `createDefaultWorld` was called with. */
  private readonly defaultWorlds = new Map<string, string>();

  constructor(options: { maxCostBytes?: number } = {}) {
    this.maxCostBytes = options.maxCostBytes ?? DEFAULT_MAX_WORLD_BYTES;
  }

  get size(): number {
    return this.worlds.size;
  }

  /** Estimated bytes of every world kept. */
  get costBytes(): number {
    return this.totalCost;
  }

  /**
   * Throws a 400 `ProblemError` for an unknown scenario, bad key names or unknown scopes, and a 503 when a world of
   * this scenario cannot fit even with every other unpinned world evicted.
   */
  createWorld(options: CreateWorldOptions = {}): CreatedWorld {
    validateOptions(options);
    const scenario = options.scenario ?? DEFAULT_SCENARIO;
    const known = this.scenarioCost.get(scenario);
    // Refuse before building when the cost is known, so a world that cannot fit costs nothing to ask for.
    if (known !== undefined) this.assertCanFit(scenario, known + WORLD_OVERHEAD_BYTES);
    const created = this.build(options, false);
    const world = this.worlds.get(created.worldId);
    if (!world) throw new Error('A world just built is missing');
    try {
      this.assertCanFit(scenario, world.costBytes);
    } catch (error) {
      this.delete(world.id);
      throw error;
    }
    this.evictFor(world);
    return created;
  }

  /**
   * The server's own world, printed at start. Its keys are generated like any world's (`hpk_` and 32 random hex
   * digits), new at every start: a fixed key would let any page or process on the machine that knows the project use
   * the running mock's default world. It is pinned (never evicted) and counts against the budget; creating it again
   * replaces the previous default world of that scenario.
   */
  createDefaultWorld(scenario: string = DEFAULT_SCENARIO): CreatedWorld {
    validateOptions({ scenario });
    const previous = this.defaultWorlds.get(scenario);
    if (previous) this.delete(previous);
    const created = this.build({ scenario }, true);
    this.defaultWorlds.set(scenario, created.worldId);
    this.defaultWorldId = created.worldId;
    const world = this.worlds.get(created.worldId);
    if (world) this.evictFor(world);
    return created;
  }

  /** Bytes no eviction can free: the pinned worlds. */
  private pinnedCost(): number {
    let total = 0;
    for (const world of this.worlds.values()) if (world.pinned) total += world.costBytes;
    return total;
  }

  private assertCanFit(scenario: string, cost: number): void {
    const pinned = this.pinnedCost();
    if (cost <= this.maxCostBytes - pinned) return;
    throw new ProblemError({
      status: 503,
      code: 'mock_capacity_exceeded',
      detail:
        `A "${scenario}" world needs about ${megabytes(cost)}; this mock keeps at most ` +
        `${megabytes(this.maxCostBytes)} of worlds, ${megabytes(pinned)} of it taken by worlds it never evicts. ` +
        'Start the mock with a larger --max-world-mb.',
      extensions: { scenario, costBytes: cost, maxCostBytes: this.maxCostBytes },
    });
  }

  /** Evicts least recently used unpinned worlds (never `keep`) until everything fits the budget. */
  private evictFor(keep: World): void {
    for (const world of this.worlds.values()) {
      if (this.totalCost <= this.maxCostBytes) return;
      if (!world.pinned && world.id !== keep.id) this.delete(world.id);
    }
  }

  private build(options: CreateWorldOptions, pinned: boolean): CreatedWorld {
    const scenarioName = options.scenario ?? DEFAULT_SCENARIO;
    const scenario = findScenario(scenarioName);
    if (!scenario) throw new Error(`Unknown scenario ${scenarioName}`);
    const createdAtMs = Date.now();
    const worldId = `wld_${randomHex(10)}`;
    const seed = scenario.seed(createdAtMs);
    // Payment URLs name the world, so the provider's page finds the invoice from its address alone (ledger "Billing").
    bindPaymentProvider(seed.state.orders, worldId);
    const world: World = {
      id: worldId,
      scenario: scenario.name,
      createdAtMs,
      clockOffsetMs: 0,
      pinned,
      customers: seed.customers,
      keys: new Map(),
      rateLimit: options.rateLimit ? { ...options.rateLimit } : { ...DEFAULT_RATE_LIMIT },
      rateWindows: new Map(),
      jobDurationMs: options.jobDurationMs ?? DEFAULT_JOB_DURATION_MS,
      jobs: new Map(),
      latencyMs: options.latencyMs ?? 0,
      faults: null,
      // Stored answers weigh on the world's cost as uploads do.
      idempotency: new IdempotencyStore({
        now: () => world.now(),
        addCost: (deltaBytes) => this.addCost(world, deltaBytes),
      }),
      state: seed.state,
      costBytes: 0,
      addCost: (deltaBytes) => this.addCost(world, deltaBytes),
      jobFailed: (job) => markOperationFailed(world.state.audit, job.id, job.error?.code ?? 'job_failed'),
      now() {
        return Date.now() + this.clockOffsetMs;
      },
      nowIso() {
        return new Date(this.now()).toISOString();
      },
      customer(customerId) {
        if (customerId === this.customers.main.id) return this.customers.main;
        if (customerId === this.customers.other.id) return this.customers.other;
        return undefined;
      },
    };
    world.faults = createFaults(options.faults, world.id);
    if (options.catalogOutage !== undefined) world.state.catalog.outage = options.catalogOutage;
    if (options.vatRegisterOutage !== undefined) world.state.billing.vatRegisterOutage = options.vatRegisterOutage;
    if (options.bundle) importBundle(world.state, world.customers, options.bundle);
    // Every scenario's customers are the standard ones: their people sign in to each world (issue 39).
    if (world.state.account.people.length === 0) seedStandardPeople(world.state.account, world.customers);
    const addKey = (
      name: string,
      customerId: string,
      scopes: readonly Scope[],
      subAccount: MockSubAccount | null = null,
    ): string =>
      this.issueKey(world, {
        name,
        customerId,
        scopes,
        subAccount: subAccount ? { canPlaceOrders: subAccount.canPlaceOrders } : null,
      }).secret;
    const keys: CreatedWorldKeys = {
      full: addKey('full', world.customers.main.id, ALL_SCOPES),
      readonly: addKey('readonly', world.customers.main.id, READ_SCOPES),
      other: addKey('other', world.customers.other.id, ALL_SCOPES),
    };
    for (const request of options.keys ?? []) {
      keys[request.name] = addKey(
        request.name,
        world.customers.main.id,
        request.scopes.filter(isScope),
        request.subAccount ?? null,
      );
    }
    world.costBytes = this.weigh(world, options.bundle !== undefined) + WORLD_OVERHEAD_BYTES;
    this.worlds.set(world.id, world);
    this.totalCost += world.costBytes;
    return { worldId: world.id, keys };
  }

  /**
   * A fresh world of a scenario weighs what the first one did. A world that imported a bundle is weighed on its own,
   * after the import, and never stands for its scenario: what a bundle brings is the customer's (at most
   * bundle-import.ts's limits, but ten thousand domains' worth of them).
   */
  private weigh(world: World, imported: boolean): number {
    const known = imported ? undefined : this.scenarioCost.get(world.scenario);
    if (known !== undefined) return known;
    const cost = estimateHeapBytes({ customers: world.customers, state: world.state });
    if (!imported) this.scenarioCost.set(world.scenario, cost);
    return cost;
  }

  /** A kept world grew or shrank after it was weighed (`World.addCost`); a world already gone counts nothing. */
  private addCost(world: World, deltaBytes: number): void {
    if (this.worlds.get(world.id) !== world) return;
    world.costBytes += deltaBytes;
    this.totalCost += deltaBytes;
    if (deltaBytes > 0) this.evictFor(world);
  }

  private touch(world: World): void {
    this.worlds.delete(world.id);
    this.worlds.set(world.id, world);
  }

  /** The world, touched for LRU and with its jobs settled (so reads see terminal side effects). */
  get(worldId: string): World | undefined {
    const world = this.worlds.get(worldId);
    if (!world) return undefined;
    this.touch(world);
    settleJobs(world);
    settleAutoPayments(world.state, world.now());
    return world;
  }

  /** Resolves a bearer key to its world and key record, or undefined for an unknown key or one that stopped working. */
  findKey(secret: string): { world: World; apiKey: ApiKey } | undefined {
    const found = this.lookUpKey(secret);
    return found.kind === 'ok' ? { world: found.world, apiKey: found.apiKey } : undefined;
  }

  /** Resolves a bearer key by its hash: working, ended (revoked, expired, rotated away) with why, or unknown. */
  lookUpKey(secret: string): KeyLookup {
    const hash = hashSecret(secret);
    const entry = this.keyIndex.get(hash);
    if (!entry) return { kind: 'unknown' };
    const world = this.get(entry.worldId);
    if (!world) return { kind: 'unknown' };
    const state = secretState(entry.key, hash, world.now());
    // Ended by someone else for a reason the holder should hear (removed from the team, signed out elsewhere).
    if (state.reason === 'api_key_revoked' && entry.key.endReason) {
      return { kind: 'ended', world, apiKey: entry.key, reason: entry.key.endReason };
    }
    // A person's session that ended (signed out, expired) is just "your sign-in has ended": it is no API key.
    if (state.reason && entry.key.personId) return { kind: 'unknown' };
    if (state.reason) return { kind: 'ended', world, apiKey: entry.key, reason: state.reason };
    return { kind: 'ok', world, apiKey: entry.key };
  }

  /** A new key of `world`: its secret is returned (shown once) and only its hash kept. */
  issueKey(world: World, request: NewApiKey): { secret: string; apiKey: ApiKey } {
    const session = Boolean(request.personId);
    // One clock reading: a key made for 30 days ends exactly 30 days after its `createdAt`.
    const nowMs = world.now();
    // A person's session key reads `hps_…` and its id `ses_…` (ledger "People and session keys").
    const secret = session ? `hps_${randomHex(16)}` : generateApiKey();
    const apiKey: ApiKey = {
      id: session ? `ses_${randomHex(8)}` : `key_${randomHex(8)}`,
      name: request.name,
      customerId: request.customerId,
      scopes: [...request.scopes],
      subAccount: request.subAccount ? { ...request.subAccount } : null,
      secretHash: hashSecret(secret),
      previousSecret: null,
      retiredHashes: [],
      expiresAtMs: request.lifetimeMs == null ? null : nowMs + request.lifetimeMs,
      revokedAtMs: null,
      createdAtMs: nowMs,
      createdBy: request.createdBy ?? { type: 'account', id: null, name: null },
      lastUsedAtMs: null,
      lastUsedFrom: null,
      personId: request.personId ?? null,
    };
    world.keys.set(apiKey.id, apiKey);
    this.keyIndex.set(apiKey.secretHash, { worldId: world.id, key: apiKey });
    return { secret, apiKey };
  }

  /**
   * A new secret for `apiKey`; the current one keeps working for `graceMs` (0: not at all). A previous secret still
   * in its grace period is retired at once: only one previous secret works.
   */
  rotateKey(world: World, apiKey: ApiKey, graceMs: number): string {
    const secret = generateApiKey();
    if (apiKey.previousSecret) apiKey.retiredHashes.push(apiKey.previousSecret.hash);
    if (graceMs > 0) apiKey.previousSecret = { hash: apiKey.secretHash, validUntilMs: world.now() + graceMs };
    else {
      apiKey.retiredHashes.push(apiKey.secretHash);
      apiKey.previousSecret = null;
    }
    apiKey.secretHash = hashSecret(secret);
    this.keyIndex.set(apiKey.secretHash, { worldId: world.id, key: apiKey });
    return secret;
  }

  /**
   * A short-lived bearer key for a person (issue 39; ledger "People and session keys"): `hps_` and 32 random hex
   * digits, the person's scopes, working for SESSION_KEY_LIFETIME_MS on the world's clock.
   */
  issueSessionKey(
    world: World,
    person: {
      id: string;
      customerId: string;
      name: string;
      scopes: readonly Scope[];
      subAccount?: { canPlaceOrders: boolean } | null;
    },
  ): { secret: string; apiKey: ApiKey } {
    return this.issueKey(world, {
      name: person.name,
      customerId: person.customerId,
      scopes: person.scopes,
      subAccount: person.subAccount ?? null,
      createdBy: { type: 'person', id: person.id, name: person.name },
      lifetimeMs: SESSION_KEY_LIFETIME_MS,
      personId: person.id,
    });
  }

  /**
   * Ends a key at once (revoked, a sign-out): every secret of it is refused from its next request on (an API key's
   * with 401 `api_key_revoked`, a session's as any ended sign-in).
   */
  revokeKey(world: World, apiKey: ApiKey, reason: ApiKey['endReason'] = null): void {
    if (apiKey.revokedAtMs !== null) return;
    apiKey.revokedAtMs = world.now();
    // Said in its 401 (ledger "Team members"): removed from the team, or signed out from another session.
    if (reason) apiKey.endReason = reason;
  }

  /** Ends a person's session keys, all or all but `keep` (a password change ends the other sessions). */
  revokeSessionsOf(world: World, personId: string, keep?: ApiKey): void {
    for (const key of world.keys.values()) {
      if (key.personId === personId && key !== keep) this.revokeKey(world, key);
    }
  }

  delete(worldId: string): boolean {
    const world = this.worlds.get(worldId);
    if (!world) return false;
    for (const key of world.keys.values()) {
      for (const hash of [key.secretHash, key.previousSecret?.hash, ...key.retiredHashes]) {
        if (hash !== undefined) this.keyIndex.delete(hash);
      }
    }
    this.worlds.delete(worldId);
    this.totalCost -= world.costBytes;
    return true;
  }

  info(world: World): WorldInfo {
    return {
      worldId: world.id,
      scenario: world.scenario,
      createdAt: new Date(world.createdAtMs).toISOString(),
      clockOffsetMs: world.clockOffsetMs,
      now: world.nowIso(),
      jobDurationMs: world.jobDurationMs,
      latencyMs: world.latencyMs,
      faults: world.faults ? { ...world.faults.config, statuses: [...world.faults.config.statuses] } : null,
      catalogOutage: world.state.catalog.outage,
      vatRegisterOutage: world.state.billing.vatRegisterOutage,
    };
  }

  /**
   * Changes a live world's reliability (e2e loads a page healthy, then turns faults on). New faults restart the
   * draw from their seed, so the same sequence of requests fails the same way every run.
   */
  update(world: World, options: UpdateWorldOptions): void {
    if (options.faults !== undefined) world.faults = createFaults(options.faults, world.id);
    if (options.latencyMs !== undefined) world.latencyMs = options.latencyMs;
    if (options.catalogOutage !== undefined) world.state.catalog.outage = options.catalogOutage;
    if (options.vatRegisterOutage !== undefined) world.state.billing.vatRegisterOutage = options.vatRegisterOutage;
  }

  /** Moves a world's clock forward and settles the jobs (and automatic payments) that became due. */
  advanceClock(world: World, advanceMs: number): void {
    world.clockOffsetMs += Math.max(0, advanceMs);
    settleJobs(world);
    settleAutoPayments(world.state, world.now());
  }
}
