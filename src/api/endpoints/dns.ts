import { routes } from './route';

/**
 * DNS zones (ours, issue 37: the spec names none). Scopes `read:dns` / `write:dns` (ledger "DNS zones": a web
 * designer may edit a zone without being able to transfer the domain). `{id}` is the domain's `dom_` id, as in the
 * domains area (a hostname is a 400 at `/path/id`; an unknown or foreign id a 404 `not_found`). A zone exists for every
 * domain of the account; it is served by our nameservers only while the domain uses them (`onOurNameservers`).
 * Records are `{ id, name, type, ttl, content, priority, weight, port, flags, tag }`: `name` relative to the zone (`@`
 * the apex), members a type does not use null; `content` is the address (A, AAAA), the target host (CNAME, MX, NS,
 * SRV; no trailing dot), the text (TXT) or the value (CAA). The rules are `src/api/schemas/dns-rules.ts`.
 */
export const dnsRoutes = routes({
  /**
   * The whole zone in one answer (up to 10,000 records; the panel filters and virtualises it). `{ domainId,
   * domainName, version, updatedAt, onOurNameservers, nameservers, ourNameservers, records[], actions: { canEdit }
   * }`. `canEdit` blocked: `domain_not_active` (not active), `dns_not_on_our_nameservers` (the domain uses other
   * nameservers: the zone is kept but not served; switch the nameservers at the domain first). Client: a malformed
   * record is dropped and counted; `onOurNameservers` is a guard flag (unknown offers the switch too).
   */
  zone: {
    method: 'GET',
    path: '/api/v2/domains/{id}/dns',
    scopes: [['read:dns']],
    summary: "Read a domain's DNS zone",
  },
  /**
   * One batch, previewed (`dryRun: true`: nothing changes, no account-log entry) then applied, always against the
   * `baseVersion` the panel read: another version is a 409 `dns_zone_changed` with `extensions.currentVersion`
   * (nothing applied: read the zone again, look at the preview again, apply). Body by `kind`: `records` (`changes[]`
   * of `{ op: add, record }`, `{ op: update, id, record }`, `{ op: delete, id }`), `import` (`zoneFile`: a BIND zone
   * file's text, `mode` `merge` adds what is not there, `replace` makes the zone exactly the file), `restore`
   * (`version`: one of the kept versions, `dns_version_not_found` 404 otherwise). 200 `{ dryRun, baseVersion, version,
   * added[], changed[{ before, after }], removed[], unchanged, unreadable[] }`; a batch that changes nothing keeps the
   * version. `records`: each record's rule breaks are a 400 with pointers on the field
   * (`/changes/<i>/record/<field>`, codes of dns-rules.ts: `cname_conflict`, `target_is_ip`, `caa_unknown_tag`,
   * `ttl_out_of_range` ...), all at once; an unknown id is a 400 `record_not_found` at `/changes/<i>/id`. `import`:
   * no 400 for the file's content: every line that gives no record (`unreadable[]`, 1-based `line`, the `text`, a
   * `code` and `detail`: a parse failure or a broken rule) is skipped, the rest applied; `$ORIGIN` other than the
   * domain, `$INCLUDE`, SOA and apex NS are skipped without a line of their own (the registry's and ours). A TXT
   * value over 255 bytes is kept whole and published as several strings (the export writes them). A blocked
   * `canEdit` is a 409 with its code. At most 10 versions are kept (`versions`).
   */
  applyChanges: {
    method: 'POST',
    path: '/api/v2/domains/{id}/dns/changes',
    scopes: [['write:dns']],
    audit: {
      area: 'domains',
      action: 'dns.apply_changes',
      target: { type: 'domain', param: 'id' },
      skipDryRunAnswers: true,
    },
    gate: 'dnsEdit',
    summary: "Preview or apply a batch of changes to a domain's DNS zone",
  },
  /**
   * The last applied versions, newest first (at most 10, the current one first): `{ data: [{ version, appliedAt,
   * source (created, editor, import, restore), added, changed, removed, recordCount }] }`.
   */
  versions: {
    method: 'GET',
    path: '/api/v2/domains/{id}/dns/versions',
    scopes: [['read:dns']],
    summary: "List a DNS zone's applied versions",
  },
  /** One kept version's records: `{ version, appliedAt, records[] }`; one no longer kept is a 404 `dns_version_not_found`. */
  version: {
    method: 'GET',
    path: '/api/v2/domains/{id}/dns/versions/{version}',
    scopes: [['read:dns']],
    summary: 'Read one applied version of a DNS zone',
  },
  /**
   * The zone as a BIND file (RFC 1035 master file): `$ORIGIN <domain>.`, `$TTL 3600`, an SOA and the apex NS of
   * the nameservers the domain uses, then the records sorted by name and type, TXT values as quoted strings of at
   * most 255 bytes. 200 `text/plain; charset=utf-8`, `Content-Disposition: attachment; filename="<domain>.zone"`.
   * Importing it back (`replace`) changes nothing.
   */
  exportZone: {
    method: 'GET',
    path: '/api/v2/domains/{id}/dns/export',
    scopes: [['read:dns']],
    binary: true,
    summary: 'Download a DNS zone as a BIND zone file',
  },
});
