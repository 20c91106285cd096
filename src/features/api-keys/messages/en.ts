import { defineMessages } from '@/i18n';

/** The API key screen (`/account/keys`): the list, the new-key form, rotating and revoking. */
export default defineMessages({
  'apiKeys.title': 'API keys',
  'apiKeys.intro':
    'Scripts, servers and people sign in to the panel and the API with these keys. Each key may do only what you chose for it, and only until it expires or is revoked.',
  'apiKeys.caption': 'API keys of your account',
  'apiKeys.column.name': 'Name',
  'apiKeys.column.access': 'What it may do',
  'apiKeys.column.created': 'Created',
  'apiKeys.column.expires': 'Expires',
  'apiKeys.column.lastUsed': 'Last used',
  'apiKeys.column.status': 'Status',
  'apiKeys.column.actions': 'Actions',
  'apiKeys.current': 'You are signed in with this key',
  'apiKeys.unnamed': 'Key without a name',
  'apiKeys.status': '{status, select, active {Active} expired {Expired} revoked {Revoked} other {Unknown}}',
  'apiKeys.access.area': `{area, select,
    vps {Servers}
    hosting {Web hosting}
    domains {Domains}
    orders {Orders}
    billing {Billing}
    support {Support tickets}
    accountLog {Account log}
    apiKeys {API keys}
    other {Other}
  }`,
  'apiKeys.access.level': '{level, select, read {read} write {read and change} partial {some changes} other {none}}',
  'apiKeys.access.item': '{area}: {level}',
  'apiKeys.access.none': 'Nothing',
  'apiKeys.access.other': '{count, plural, one {and # other permission} other {and # other permissions}}',
  'apiKeys.created.by': '{date}, by {name}',
  'apiKeys.created.byPerson': '{date}, by {name}',
  'apiKeys.created.withAccount': '{date}, with the account',
  'apiKeys.expires.never': 'Never',
  'apiKeys.lastUsed.never': 'Not used yet',
  'apiKeys.lastUsed.from': '{date} from {address}',
  'apiKeys.previousUntil': 'The old secret works until {date}',
  'apiKeys.revokedAt': 'Revoked {date}',

  'apiKeys.create.open': 'Create an API key',
  'apiKeys.create.title': 'Create an API key',
  'apiKeys.create.name': 'Name',
  'apiKeys.create.name.hint': 'Say where it is used, for example “Backup script on web-01”.',
  'apiKeys.create.name.required': 'Give the key a name.',
  'apiKeys.create.name.tooLong': 'A name has at most 60 characters.',
  'apiKeys.create.preset': 'What the key may do',
  'apiKeys.create.preset.readOnly': 'Read only',
  'apiKeys.create.preset.readOnly.hint': 'See everything your key can see, change nothing. It cannot see the API keys.',
  'apiKeys.create.preset.full': 'Everything your key may do',
  'apiKeys.create.preset.full.hint': 'Read and change every area, manage API keys too.',
  'apiKeys.create.preset.custom': 'Choose by area',
  'apiKeys.create.areas': 'Access by area',
  'apiKeys.create.areas.hint': 'A new key can never do more than the key you are signed in with.',
  'apiKeys.create.areaChoice': '{choice, select, none {No access} read {Read} write {Read and change} other {}}',
  'apiKeys.create.areas.required': 'Choose at least one area the key may use.',
  'apiKeys.create.expiry': 'Expires',
  'apiKeys.create.expiry.choice':
    '{choice, select, d7 {In 7 days} d30 {In 30 days} d90 {In 90 days} d365 {In a year} never {Never} other {}}',
  'apiKeys.create.expiry.hint': 'A key that never expires works until it is revoked.',
  'apiKeys.create.submit': 'Create the key',
  'apiKeys.create.cancel': 'Do not create a key',

  'apiKeys.secret.heading': 'The secret of “{name}”',
  'apiKeys.secret.label': 'Secret',
  'apiKeys.secret.copy': 'Copy the secret of {name}',
  'apiKeys.secret.once':
    'Copy it now and keep it somewhere safe: it is shown only this once. If it is lost, give the key a new secret.',
  'apiKeys.secret.done': 'I have copied it',

  'apiKeys.revoke': 'Revoke',
  'apiKeys.revoke.title': 'Revoke “{name}”?',
  'apiKeys.revoke.body':
    'Everything that uses this key stops working at once: scripts and servers are refused, and anyone signed in with it is signed out at their next step. This cannot be undone.',
  'apiKeys.revoke.current': 'You are signed in with this key: this tab will be signed out too.',
  'apiKeys.revoke.confirm': 'Revoke the key',
  'apiKeys.revoke.keep': 'Keep the key',
  'apiKeys.revoked': '“{name}” is revoked. Nothing can use it any more.',

  'apiKeys.rotate': 'New secret',
  'apiKeys.rotate.title': 'A new secret for “{name}”',
  'apiKeys.rotate.body':
    'The key keeps its name, access and expiry. Choose how long the old secret keeps working, so you can change it everywhere it is used.',
  'apiKeys.rotate.grace': 'The old secret stops working',
  'apiKeys.rotate.grace.choice':
    '{choice, select, h0 {At once} h1 {In 1 hour} h24 {In 24 hours} h168 {In 7 days} other {}}',
  'apiKeys.rotate.current': 'You are signed in with this key: sign in with the new secret before the old one stops.',
  'apiKeys.rotate.confirm': 'Make a new secret',
  'apiKeys.rotate.keep': 'Keep the current secret',
});
