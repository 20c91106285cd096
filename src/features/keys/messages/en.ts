import { defineMessages } from '@/i18n';

/** The API key screen (`/account/keys`): the list, the new-key form, rotating and revoking. */
export default defineMessages({
  'keys.title': 'API keys',
  'keys.intro':
    'Scripts, servers and people sign in to the panel and the API with these keys. Each key may do only what you chose for it, and only until it expires or is revoked.',
  'keys.caption': 'API keys of your account',
  'keys.caption.filtered': 'API keys matching your filters',
  'keys.search.label': 'Find API keys',
  'keys.search.q': 'Key name',
  'keys.filter.status': '{status, select, all {All} active {Active} expired {Expired} revoked {Revoked} other {Other}}',
  'keys.csv.createdBy': 'Created by',
  'keys.csv.lastUsedFrom': 'Last used from',
  'keys.empty.heading': 'No API keys yet',
  'keys.empty.body': 'Create a key for a script or a program that should work with your account.',
  'keys.column.name': 'Name',
  'keys.column.access': 'What it may do',
  'keys.column.created': 'Created',
  'keys.column.expires': 'Expires',
  'keys.column.lastUsed': 'Last used',
  'keys.column.status': 'Status',
  'keys.column.actions': 'Actions',
  'keys.current': 'You are signed in with this key',
  'keys.unnamed': 'Key without a name',
  'keys.status': '{status, select, active {Active} expired {Expired} revoked {Revoked} other {Unknown}}',
  'keys.access.area': `{area, select,
    vps {Servers}
    hosting {Web hosting}
    domains {Domains}
    dns {DNS zones}
    orders {Orders}
    billing {Billing}
    support {Support tickets}
    accountLog {Account log}
    apiKeys {API keys}
    other {Other}
  }`,
  'keys.access.level': '{level, select, read {read} write {read and change} partial {some changes} other {none}}',
  'keys.access.item': '{area}: {level}',
  'keys.access.none': 'Nothing',
  'keys.access.other': '{count, plural, one {and # other permission} other {and # other permissions}}',
  'keys.created.by': '{date}, by {name}',
  'keys.created.byPerson': '{date}, by {name}',
  'keys.created.withAccount': '{date}, with the account',
  'keys.expires.never': 'Never',
  'keys.lastUsed.never': 'Not used yet',
  'keys.lastUsed.from': '{date} from {address}',
  'keys.previousUntil': 'The old secret works until {date}',
  'keys.revokedAt': 'Revoked {date}',

  'keys.create.open': 'Create an API key',
  'keys.create.title': 'Create an API key',
  'keys.create.name': 'Name',
  'keys.create.name.hint': 'Say where it is used, for example “Backup script on web-01”.',
  'keys.create.name.required': 'Give the key a name.',
  'keys.create.name.tooLong': 'A name has at most 60 characters.',
  'keys.create.preset': 'What the key may do',
  'keys.create.preset.readOnly': 'Read only',
  'keys.create.preset.readOnly.hint': 'See everything your key can see, change nothing. It cannot see the API keys.',
  'keys.create.preset.full': 'Everything your key may do',
  'keys.create.preset.full.hint': 'Read and change every area, manage API keys too.',
  'keys.create.preset.custom': 'Choose by area',
  'keys.create.areas': 'Access by area',
  'keys.create.areas.hint': 'A new key can never do more than the key you are signed in with.',
  'keys.create.areaChoice': '{choice, select, none {No access} read {Read} write {Read and change} other {}}',
  'keys.create.areas.required': 'Choose at least one area the key may use.',
  'keys.create.expiry': 'Expires',
  'keys.create.expiry.choice':
    '{choice, select, d7 {In 7 days} d30 {In 30 days} d90 {In 90 days} d365 {In a year} never {Never} other {}}',
  'keys.create.expiry.hint': 'A key that never expires works until it is revoked.',
  'keys.create.submit': 'Create the key',
  'keys.create.cancel': 'Do not create a key',

  'keys.secret.heading': 'The secret of “{name}”',
  'keys.secret.label': 'Secret',
  'keys.secret.copy': 'Copy the secret of {name}',
  'keys.secret.once':
    'Copy it now and keep it somewhere safe: it is shown only this once. If it is lost, give the key a new secret.',
  'keys.secret.done': 'I have copied it',

  'keys.revoke': 'Revoke',
  'keys.revoke.title': 'Revoke “{name}”?',
  'keys.revoke.body':
    'Everything that uses this key stops working at once: scripts and servers are refused, and anyone signed in with it is signed out at their next step. This cannot be undone.',
  'keys.revoke.current': 'You are signed in with this key: this tab will be signed out too.',
  'keys.revoke.confirm': 'Revoke the key',
  'keys.revoke.keep': 'Keep the key',
  'keys.revoked': '“{name}” is revoked. Nothing can use it any more.',

  'keys.rotate': 'New secret',
  'keys.rotate.title': 'A new secret for “{name}”',
  'keys.rotate.body':
    'The key keeps its name, access and expiry. Choose how long the old secret keeps working, so you can change it everywhere it is used.',
  'keys.rotate.grace': 'The old secret stops working',
  'keys.rotate.grace.choice':
    '{choice, select, h0 {At once} h1 {In 1 hour} h24 {In 24 hours} h168 {In 7 days} other {}}',
  'keys.rotate.current': 'You are signed in with this key: sign in with the new secret before the old one stops.',
  'keys.rotate.confirm': 'Make a new secret',
  'keys.rotate.keep': 'Keep the current secret',
});
