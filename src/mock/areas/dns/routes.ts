import { Hono } from 'hono';
import type { ActionGate } from '@/api/schemas/common';
import { recordData } from '@/api/schemas/dns';
import { dnsEndpoints as api } from '@/api/endpoints/dns-io';
import { findDomain, type StoredDomain } from '@/mock/areas/domains/state';
import { json, type AuthContext, type MockEnv } from '@/mock/platform/http';
import { ProblemError, invalidRequest, notFound } from '@/mock/platform/problems';
import { serve } from '@/mock/platform/serve';
import { writeZoneFile } from './bind';
import {
  OUR_NAMESERVERS,
  commitZone,
  isOnOurNameservers,
  planImport,
  planRecordChanges,
  planRestore,
  zoneOf,
  type StoredDnsRecord,
  type StoredZone,
} from './state';

/** Registered from the endpoint table (`src/api/endpoints/dns.ts`: scopes, parsing, the decisions). */

function ownDomain({ world, customer }: AuthContext, id: string): StoredDomain {
  const domain = findDomain(world.state.domains, customer.id, id);
  if (!domain) throw notFound('not_found', `No domain ${id} was found for this account.`);
  return domain;
}

function canEdit(domain: StoredDomain): ActionGate {
  if (domain.status !== 'active') {
    return {
      allowed: false,
      reason: `${domain.name} is ${domain.status}: only an active domain's zone can be changed.`,
      code: 'domain_not_active',
    };
  }
  if (!isOnOurNameservers(domain)) {
    return {
      allowed: false,
      reason: `${domain.name} uses other nameservers: switch them to ours first, then its records here are served.`,
      code: 'dns_not_on_our_nameservers',
    };
  }
  return { allowed: true, reason: null, code: null };
}

function recordView(entry: StoredDnsRecord) {
  return { ...entry };
}

export function dnsRoutesRouter(): Hono<MockEnv> {
  const routes = new Hono<MockEnv>();

  serve(routes, api.zone, (c, { auth, params: { id } }) => {
    const domain = ownDomain(auth, id);
    const zone = zoneOf(auth.world.state.dns, domain);
    return json(c, {
      domainId: domain.id,
      domainName: domain.name,
      version: zone.version,
      updatedAt: zone.updatedAt,
      onOurNameservers: isOnOurNameservers(domain),
      nameservers: domain.nameservers,
      ourNameservers: OUR_NAMESERVERS,
      records: zone.records,
      actions: { canEdit: canEdit(domain) },
    });
  });

  serve(routes, api.applyChanges, (c, { auth, params: { id }, body }) => {
    const { world } = auth;
    const domain = ownDomain(auth, id);
    const zone: StoredZone = zoneOf(world.state.dns, domain);
    const gate = canEdit(domain);
    if (!gate.allowed) {
      throw new ProblemError({
        status: 409,
        code: gate.code ?? 'domain_not_active',
        detail: gate.reason ?? `${domain.name}'s zone cannot be changed now.`,
        extensions: { actions: { canEdit: gate } },
      });
    }
    if (body.baseVersion !== zone.version) {
      throw new ProblemError({
        status: 409,
        code: 'dns_zone_changed',
        detail: `The zone of ${domain.name} is at version ${zone.version}, not ${body.baseVersion}: someone applied other changes. Read the zone again, check the preview, then apply.`,
        extensions: { currentVersion: zone.version },
      });
    }
    let unreadable: unknown[] = [];
    let plan;
    if (body.kind === 'records') {
      const planned = planRecordChanges(
        zone,
        domain.name,
        body.changes.map((change) =>
          change.op === 'delete' ? change : { ...change, record: recordData(change.record) },
        ),
      );
      if ('errors' in planned) {
        throw invalidRequest(
          planned.errors,
          `${planned.errors.length === 1 ? 'One change breaks' : `${planned.errors.length} problems break`} the zone's rules; nothing was applied.`,
        );
      }
      plan = planned;
    } else if (body.kind === 'restore') {
      const version = zone.versions.find((entry) => entry.version === body.version);
      if (!version) {
        throw notFound('dns_version_not_found', `Version ${body.version} of ${domain.name}'s zone is not kept.`);
      }
      plan = planRestore(zone, version);
    } else {
      const planned = planImport(zone, domain.name, body.zoneFile, body.mode);
      unreadable = planned.unreadable;
      plan = planned;
    }
    const { diff } = plan;
    const changes = diff.added.length + diff.changed.length + diff.removed.length;
    const version = changes === 0 ? zone.version : zone.version + 1;
    if (body.dryRun !== true) {
      const source = body.kind === 'records' ? 'editor' : body.kind;
      commitZone(zone, plan.records, diff, source, world.nowIso(), plan.nextId);
    }
    return json(c, {
      dryRun: body.dryRun === true,
      baseVersion: body.baseVersion,
      version,
      added: diff.added.map(recordView),
      changed: diff.changed,
      removed: diff.removed.map(recordView),
      unchanged: diff.unchanged,
      unreadable,
    });
  });

  serve(routes, api.versions, (c, { auth, params: { id } }) => {
    const zone = zoneOf(auth.world.state.dns, ownDomain(auth, id));
    return json(c, {
      data: zone.versions.map(({ records, ...summary }) => ({ ...summary, recordCount: records.length })),
    });
  });

  serve(routes, api.version, (c, { auth, params: { id, version } }) => {
    const domain = ownDomain(auth, id);
    const found = zoneOf(auth.world.state.dns, domain).versions.find((entry) => entry.version === version);
    if (!found) throw notFound('dns_version_not_found', `Version ${version} of ${domain.name}'s zone is not kept.`);
    return json(c, { version: found.version, appliedAt: found.appliedAt, records: found.records });
  });

  serve(routes, api.exportZone, (c, { auth, params: { id } }) => {
    const domain = ownDomain(auth, id);
    const zone = zoneOf(auth.world.state.dns, domain);
    const text = writeZoneFile(domain.name, zone.records, domain.nameservers, zone.version);
    return new Response(text, {
      status: 200,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Disposition': `attachment; filename="${domain.name}.zone"`,
        'X-Content-Type-Options': 'nosniff',
        'Cache-Control': 'private, no-store',
      },
    });
  });

  return routes;
}
