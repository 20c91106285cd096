import { defineMessages } from '@/i18n';

/** Team members (`/account/team`), sessions (`/account/sessions`) and accepting an invitation (`/join`). */
export default defineMessages({
  'team.title': 'Team members',
  'team.intro':
    'The people who can sign in to this account, each with a role that says what they may do. Invite someone by e-mail: they choose their own name and password.',
  'team.caption': 'Team members of your account',
  'team.caption.filtered': 'Team members matching your filters',
  'team.search.label': 'Find team members',
  'team.search.q': 'Name or e-mail address',
  'team.filter.all': 'All',
  'team.csv.name': 'Name',
  'team.csv.email': 'E-mail address',
  'team.csv.orders': 'Orders',
  'team.csv.invitedUntil': 'Invitation valid until',
  'team.empty.heading': 'No team members yet',
  'team.empty.body': 'Invite the people who help you run your services.',
  'team.column.person': 'Person',
  'team.column.role': 'Role',
  'team.column.status': 'Status',
  'team.column.lastSignIn': 'Last sign-in',
  'team.column.actions': 'Actions',
  'team.you': 'You',
  'team.invitedPerson': 'Invited, not joined yet',
  'team.role': `{role, select,
    owner {Owner}
    administrator {Administrator}
    billing {Billing}
    technical {Technical}
    read_only {Read-only}
    other {Unknown role}
  }`,
  'team.role.hint': `{role, select,
    owner {Everything, including paying, the team and its owners.}
    administrator {Everything except paying: services, orders, support, the team and API keys. Cannot change owners.}
    billing {Invoices, payments, cards and orders, and support. No changes to services.}
    technical {Servers, web hosting, domains and DNS, and support. Sees orders; no payments, no team.}
    read_only {Sees everything except the team and API keys; changes nothing.}
    other {What this role may do is not known here.}
  }`,
  'team.placesOrders': 'May place orders',
  'team.noOrders': 'May not place orders',
  'team.status': `{status, select,
    active {Active}
    invited {Invited}
    expired {Invitation expired}
    other {Unknown}
  }`,
  'team.invitedUntil': 'The invitation works until {date}',
  'team.lastSignIn.never': 'Not yet',
  'team.roles.heading': 'What each role may do',

  'team.invite.open': 'Invite a person',
  'team.invite.title': 'Invite a person',
  'team.invite.email': 'E-mail address',
  'team.invite.email.hint': 'We send the invitation here. It works once and for 7 days.',
  'team.invite.email.required': 'Enter the e-mail address to invite.',
  'team.invite.email.invalid': 'Enter an e-mail address such as name@example.com.',
  'team.invite.email.exists': 'This e-mail address is already in your team or has been invited.',
  'team.invite.role': 'Role',
  'team.invite.placesOrders': 'May place orders',
  'team.invite.placesOrders.hint':
    'Orders cost money: renewing several domains at once and cancelling renewal orders need this too.',
  'team.invite.submit': 'Send the invitation',
  'team.invite.cancel': 'Make no change',
  'team.invite.sent': 'Invitation sent to {email}. It works for 7 days.',
  'team.outbox': 'Open the demo’s outbox (the mails the demo sent)',

  'team.change.open': 'Change role',
  'team.change.title': 'Change the role of {name}',
  'team.change.submit': 'Save the role',
  'team.change.cancel': 'Make no change',
  'team.change.done': '{name} is now: {role}.',
  'team.change.sessions': 'The new role applies at once, also in the browsers where they are signed in now.',

  'team.remove.open': 'Remove',
  'team.remove.cancelInvite': 'Cancel invitation',
  'team.remove.title': 'Remove {name} from the team?',
  'team.remove.body':
    'They are signed out everywhere at once, and the API keys they made stop working. They can be invited again later.',
  'team.remove.self': 'This is you: you will be signed out of this tab too.',
  'team.remove.confirm': 'Remove from the team',
  'team.remove.keep': 'Keep them',
  'team.remove.done': '{name} was removed from the team.',
  'team.cancelInvite.title': 'Cancel the invitation to {email}?',
  'team.cancelInvite.body': 'The link in the invitation mail stops working.',
  'team.cancelInvite.confirm': 'Cancel the invitation',
  'team.cancelInvite.keep': 'Keep the invitation',
  'team.cancelInvite.done': 'The invitation to {email} was cancelled.',

  'team.lastOwner': 'Every account needs an owner, and this is the only one. Make another member an owner first.',
  'team.ownerOnly': 'Only an owner can change or remove an owner.',

  'team.sessions.title': 'Sessions',
  'team.sessions.intro':
    'Where you are signed in, and where the account’s API keys were used. Sign out a session you do not recognise.',
  'team.sessions.caption.filtered': 'Sessions matching your search',
  'team.sessions.search.label': 'Find sessions',
  'team.sessions.search.q': 'Device or place',
  'team.sessions.csv.address': 'Last address',
  'team.sessions.empty.heading': 'No sessions yet',
  'team.sessions.caption': 'Your sessions and the API keys’ use',
  'team.sessions.column.device': 'Device',
  'team.sessions.column.place': 'Where (approximately)',
  'team.sessions.column.firstSeen': 'First seen',
  'team.sessions.column.lastSeen': 'Last seen',
  'team.sessions.column.actions': 'Actions',
  'team.sessions.device': '{browser} on {os}',
  'team.sessions.device.unknown': 'An unknown browser',
  'team.sessions.apiKey': 'API key “{name}”',
  'team.sessions.apiKey.unnamed': 'An API key without a name',
  'team.sessions.current': 'This browser',
  'team.sessions.place': '{city}, {country}',
  'team.sessions.place.unknown': 'Not known',
  'team.sessions.address': 'address {address}',
  'team.sessions.signOut': 'Sign out',
  'team.sessions.signOut.title': 'Sign out {device}?',
  'team.sessions.signOut.body': 'That browser is signed out at once and told why. Nothing else changes.',
  'team.sessions.signOut.confirm': 'Sign it out',
  'team.sessions.signOut.keep': 'Keep it signed in',
  'team.sessions.signOut.done': '{device} was signed out.',
  'team.sessions.keysPage': 'Manage on the API keys page',
  'team.sessions.others.open': 'Sign out all other sessions',
  'team.sessions.others.title': 'Sign out all other sessions?',
  'team.sessions.others.body': 'Every other browser where you are signed in is signed out at once. This one stays.',
  'team.sessions.others.confirm': 'Sign out the others',
  'team.sessions.others.keep': 'Keep them signed in',
  'team.sessions.others.done':
    '{count, plural, =0 {No other session was signed in.} one {# other session was signed out.} other {# other sessions were signed out.}}',
  'team.sessions.others.none': 'You are signed in only here.',
  'team.sessions.needsPerson':
    'You signed in with an API key: sessions belong to people who sign in with their e-mail address.',

  'team.join.title': 'Join the team',
  'team.join.loading': 'Reading the invitation…',
  'team.join.intro': '{inviter} invited you to {account} as {role}.',
  'team.join.introNoInviter': 'You are invited to {account} as {role}.',
  'team.join.until': 'The invitation works until {date}.',
  'team.join.email': 'You will sign in with {email}.',
  'team.join.name': 'Your name',
  'team.join.name.hint': 'As your team will see it.',
  'team.join.name.required': 'Enter your name.',
  'team.join.password': 'Password',
  'team.join.password.hint':
    'At least 10 characters. Three or four unrelated words are easy to remember and hard to guess.',
  'team.join.password.tooShort': 'Use at least 10 characters.',
  'team.join.password.weak': 'This password is too easy to guess. Add words or make it longer.',
  'team.join.password.breached': 'This password appears in known data breaches. Choose another.',
  'team.join.password.strength':
    '{score, select, 0 {Strength: very weak} 1 {Strength: weak} 2 {Strength: fair} 3 {Strength: good} 4 {Strength: strong} other {Strength: checking…}}',
  'team.join.submit': 'Join the team',
  'team.join.done.title': 'You have joined the team',
  'team.join.done.body': 'Sign in with {email} and the password you chose.',
  'team.join.signIn': 'Go to sign-in',
  'team.join.noToken': 'This page is opened from the link in an invitation mail. Open that link again.',
});
