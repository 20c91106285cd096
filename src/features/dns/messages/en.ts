import { defineMessages } from '@/i18n';

/**
 * The words of a domain's DNS zone: its records, the record form and its rules, the preview of a batch, import,
 * export, templates and versions. Record names, values and the file's lines come as typed.
 */
export default defineMessages({
  'dns.title': 'DNS records',
  'dns.breadcrumb.domains': 'Domains',
  'dns.documentTitle': 'DNS records of {domain}',
  'dns.version': 'Version {version}',

  // Not on our nameservers.
  'dns.elsewhere.title': 'This domain uses other nameservers',
  'dns.elsewhere.body':
    '{domain} uses {nameservers}, so the records below are not what the internet sees. Switch to our nameservers ({ours}) and these records are used within a few hours.',
  'dns.elsewhere.unknown': 'We could not tell which nameservers {domain} uses, so these records may not be used.',
  'dns.elsewhere.switch': 'Switch to our nameservers',

  // The list.
  'dns.list.label': 'Records',
  'dns.list.caption': 'DNS records of {domain}',
  'dns.list.filter': 'Filter records',
  'dns.list.search.label': 'Find records',
  'dns.csv.ttl': 'TTL (seconds)',
  'dns.csv.pending': 'Change waiting',
  'dns.list.type': 'Type',
  'dns.list.type.all': 'All types',
  'dns.list.empty': 'This zone has no records yet.',
  'dns.col.name': 'Name',
  'dns.col.type': 'Type',
  'dns.col.value': 'Value',
  'dns.col.ttl': 'TTL',
  'dns.col.actions': 'Actions',
  'dns.ttl': '{seconds} s',
  'dns.txt.strings': 'Published as {count} strings',
  'dns.pending': '{state, select, added {New} changed {Changed} removed {To be removed} other {}}',
  'dns.edit': 'Edit',
  'dns.edit.label': 'Edit the {type} record {name}',
  'dns.delete': 'Remove',
  'dns.delete.label': 'Remove the {type} record {name}',
  'dns.undo': 'Undo',
  'dns.undo.label': 'Undo the change to the {type} record {name}',
  'dns.dropped': '{count, plural, one {One record could not be shown.} other {# records could not be shown.}}',

  // Actions.
  'dns.actions.label': 'Zone actions',
  'dns.add': 'Add record',
  'dns.import': 'Import zone file',
  'dns.export': 'Export zone file',
  'dns.export.busy': 'Exporting…',
  'dns.templates': 'Use a template',
  'dns.versions': 'Versions',

  // Pending changes.
  'dns.changes.title': 'Changes not applied yet',
  'dns.changes.count':
    '{count, plural, one {# change waits} other {# changes wait}}: nothing is changed until you review and apply {count, plural, one {it} other {them}}.',
  'dns.changes.review': 'Review and apply',
  'dns.changes.discard': 'Discard changes',
  'dns.changes.applied': 'Applied. The zone is now version {version}; changes reach the internet within the TTL.',

  // The record form.
  'dns.form.add': 'Add a DNS record',
  'dns.form.edit': 'Edit a DNS record',
  'dns.form.type': 'Type',
  'dns.form.name': 'Name',
  'dns.form.name.hint': '@ for {domain} itself, or a name such as www (becomes www.{domain}).',
  'dns.form.ttl': 'TTL (seconds)',
  'dns.form.ttl.hint': 'How long others may keep the answer: 60 to 604800 seconds (one week).',
  'dns.form.content':
    '{type, select, A {IPv4 address} AAAA {IPv6 address} CNAME {Points to (host name)} MX {Mail server (host name)} NS {Nameserver (host name)} SRV {Target (host name)} TXT {Text} CAA {Value} other {Value}}',
  'dns.form.priority': 'Priority',
  'dns.form.priority.hint': 'Lower is tried first.',
  'dns.form.weight': 'Weight',
  'dns.form.port': 'Port',
  'dns.form.flags': 'Flag',
  'dns.form.flags.0': '0: not critical',
  'dns.form.flags.128': '128: critical',
  'dns.form.tag': 'Tag',
  'dns.form.txt.split':
    'This text is {bytes} bytes, longer than the 255 bytes one DNS string holds: it will be published as {count} strings, joined again by whoever reads it.',
  'dns.form.save': '{mode, select, add {Add to the changes} other {Keep the change}}',
  'dns.form.cancel': 'Cancel',
  'dns.form.note': 'Nothing is changed until you review and apply your changes.',

  // The rules (dns-rules.ts codes).
  'dns.rule':
    '{code, select, missing_required {This field is required.} invalid_name {Use @ for the domain itself, or a name of letters, digits and hyphens such as www or mail.} ttl_out_of_range {Use a whole number of seconds from 60 to 604800.} invalid_ipv4 {Enter an IPv4 address such as 192.0.2.10.} invalid_ipv6 {Enter an IPv6 address such as 2001:db8::10.} invalid_hostname {Enter a host name such as mail.example.com.} target_is_ip {This must be a host name, not an IP address. Add an A record for the address and point to its name.} cname_at_apex {The domain itself (@) cannot have a CNAME record. Use an A or AAAA record instead.} cname_conflict {A CNAME record must be the only record at its name, and this name already has other records (or a CNAME).} txt_too_long {The text can be at most 4000 bytes.} caa_unknown_tag {Choose a tag from the CAA standard: issue, issuewild, iodef, issuemail, issuevmc, contactemail or contactphone.} caa_invalid_flags {The flag is 0, or 128 for critical.} number_out_of_range {Use a whole number from 0 to 65535.} srv_invalid_name {An SRV name is the service and protocol, such as _sip._tcp.} ns_at_apex {The domain’s own nameservers are changed on the domain, not here.} duplicate_record {The zone already has this record.} other {This value cannot be used.}}',

  // Preview.
  'dns.preview.title': 'Review the changes to {domain}',
  'dns.preview.loading': 'Working out what would change…',
  'dns.preview.added': '{count, plural, one {# record added} other {# records added}}',
  'dns.preview.changed': '{count, plural, one {# record changed} other {# records changed}}',
  'dns.preview.removed': '{count, plural, one {# record removed} other {# records removed}}',
  'dns.preview.none': 'Nothing would change: the zone already has exactly these records.',
  'dns.preview.before': 'Before',
  'dns.preview.after': 'After',
  'dns.preview.unreadable.title':
    '{count, plural, one {One line could not be read and will be skipped} other {# lines could not be read and will be skipped}}',
  'dns.preview.unreadable.line': 'Line {line}',
  'dns.preview.apply': 'Apply {count, plural, one {# change} other {# changes}}',
  'dns.preview.applying': 'Applying…',
  'dns.preview.close': 'Close',
  'dns.preview.reload': 'Load the zone again',
  'dns.preview.version': 'Made on version {version} of the zone.',
  'dns.preview.more': 'and {count} more',

  // Unreadable lines of an import.
  'dns.line':
    '{code, select, unreadable_line {This line cannot be read as a record.} unsupported_type {This record type cannot be used here (A, AAAA, CNAME, MX, TXT, SRV, CAA and NS can).} outside_zone {This name is not in this domain.} include_not_supported {$INCLUDE cannot be imported: paste the records of that file instead.} missing_data {The record lacks values after its type.} invalid_ttl {The TTL is not a number of seconds.} other {This line cannot be used.}}',

  // Import.
  'dns.importForm.title': 'Import a zone file',
  'dns.importForm.text': 'Zone file (BIND format)',
  'dns.importForm.text.hint': 'Paste the file, or choose it below. The preview shows what would change first.',
  'dns.importForm.file': 'Or choose a file',
  'dns.importForm.mode': 'What to do with the records the zone has now',
  'dns.importForm.merge': 'Keep them and add the file’s records',
  'dns.importForm.replace': 'Make the zone exactly the file (records it lacks are removed)',
  'dns.importForm.preview': 'Preview the import',
  'dns.importForm.empty': 'Paste a zone file or choose one first.',
  'dns.importForm.pending': 'Apply or discard the changes that wait before you import a file.',

  // Templates.
  'dns.templatesForm.title': 'Use a template',
  'dns.templatesForm.choice': 'Template',
  'dns.templatesForm.name':
    '{id, select, hosting {Our web hosting and mail} google {Google Workspace mail} microsoft {Microsoft 365 mail} zoho {Zoho Mail} fastmail {Fastmail} other {{id}}}',
  'dns.templatesForm.about':
    '{id, select, hosting {Points the domain and www at our web hosting and its mail at our mail servers.} google {MX records of Google, SPF, and a DKIM and DMARC record to fill in.} microsoft {MX and autodiscover of Microsoft 365, SPF, and a DKIM and DMARC record to fill in.} zoho {MX records of Zoho, SPF, and a DKIM and DMARC record to fill in.} fastmail {MX records of Fastmail, SPF, and DKIM and DMARC records to fill in.} other {}}',
  'dns.templatesForm.replaces': 'The mail records the zone has now (MX and SPF at the domain itself) are replaced.',
  'dns.templatesForm.dkim': 'DKIM key from your mail provider',
  'dns.templatesForm.dkim.hint': 'Leave the placeholder to add it later: mail works without it, but is trusted less.',
  'dns.templatesForm.preview': 'Preview the template',
  'dns.templatesForm.pending': 'Apply or discard the changes that wait before you use a template.',

  // Versions.
  'dns.versionsList.title': 'Versions of the zone',
  'dns.versionsList.intro':
    'The last {count} applied versions are kept. Look at one, or restore it: you see the changes first.',
  'dns.versionsList.item': 'Version {version}',
  'dns.versionsList.current': 'current',
  'dns.versionsList.source':
    '{source, select, created {Created} editor {Changed in the editor} import {Imported} restore {Restored} other {Changed}}',
  'dns.versionsList.summary':
    '{added} added, {changed} changed, {removed} removed · {records, plural, one {# record} other {# records}}',
  'dns.versionsList.view': 'Show records',
  'dns.versionsList.view.label': 'Show the records of version {version}',
  'dns.versionsList.hide': 'Hide records',
  'dns.versionsList.restore': 'Restore',
  'dns.versionsList.restore.label': 'Restore version {version}',
  'dns.versionsList.pending': 'Apply or discard the changes that wait before you restore a version.',
});
