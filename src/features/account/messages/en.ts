import { defineMessages } from '@/i18n';

/** The account page (`/account`): profile, password, second factors, passkeys and recovery codes. */
export default defineMessages({
  'account.title': 'Profile and security',
  'account.nav': 'Your account',
  'account.nav.item': '{page, select, profile {Profile and security} keys {API keys} team {Team} other {Sessions}}',
  'account.apiKeySession':
    'You are signed in with an API key, which has no profile, password or second step. Sign out and sign in with your e-mail address and password to change them.',
  'account.done':
    '{what, select, profile {Your profile is saved.} password {Your password is changed. Everywhere else you were signed in, you are now signed out.} totpOn {The authenticator app is on. From now on, signing in asks for a code from it.} totpOff {The authenticator app is off.} passkeyAdded {The passkey “{name}” is added. You can sign in with it without a password.} passkeyRenamed {The passkey is now called “{name}”.} passkeyRemoved {The passkey “{name}” is removed.} other {Done.}}',

  // Profile
  'account.profile.heading': 'Profile',
  'account.profile.name': 'Name',
  'account.profile.name.required': 'Enter your name.',
  'account.profile.name.tooLong': 'Use at most 100 characters.',
  'account.profile.language': 'Language',
  'account.profile.language.hint':
    'The language of this panel, also the next time you sign in on another browser, and of the e-mails we send you.',
  'account.profile.save': 'Save profile',
  'account.profile.billing': 'The name, address and VAT number on your invoices are in the billing details.',
  'account.profile.billingLink': 'Billing details',

  // E-mail
  'account.email.heading': 'E-mail address',
  'account.email.current': 'You sign in with {email}, and we write to it.',
  'account.email.new': 'New e-mail address',
  'account.email.new.hint': 'We send a link to the new address. Your address changes when you open that link.',
  'account.email.invalid': 'Enter an e-mail address, such as name@example.com.',
  'account.email.send': 'Send the verification link',
  'account.email.pending':
    'We sent a link to {address} on {date}. Your address changes to it when you open the link (until {expires}). Until then, keep signing in with {email}.',
  'account.email.pendingHeading': 'Waiting for you to confirm the new address',

  // The verification mail's link (`/account/verify-email#…`)
  'account.verifyEmail.title': 'Confirm your new e-mail address',
  'account.verifyEmail.working': 'Confirming your new e-mail address…',
  'account.verifyEmail.done.title': 'Your e-mail address is changed',
  'account.verifyEmail.done':
    'From now on you sign in with {email}, and we write to it. We sent a notice of the change to your previous address.',
  'account.verifyEmail.toAccount': 'Go to your account',
  'account.verifyEmail.signIn': 'Sign in',
  'account.verifyEmail.signOut': 'Sign out',
  'account.verifyEmail.noToken':
    'This page needs the whole link from the verification mail. Open the link in the mail again, or copy all of it into the address bar.',
  'account.verifyEmail.failed.title':
    '{reason, select, used {This link was used already} expired {This link has expired} replaced {This link was replaced by a newer one} otherPerson {This link is for someone else} taken {This address is taken} other {This link does not work}}',
  'account.verifyEmail.failed':
    '{reason, select, used {The address it confirmed is already the one you sign in with. There is nothing more to do.} expired {A link works for 24 hours. Ask for the change again on your account page, then open the link in the new mail.} replaced {You asked for another new address after this one. Open the link in the newest mail.} otherPerson {You are signed in here as {name}, and this link changes the address of someone else. Nothing was changed. Sign out, then open the link again.} taken {Someone else signs in with this address now, so it was not changed. Choose another one on your account page.} other {This link is not one we sent. Open the link in the mail again, copying all of it.}}',

  // Password
  'account.password.heading': 'Password',
  'account.password.changedAt': 'Last changed {date}.',
  'account.password.neverChanged': 'Not changed since the account was made.',
  'account.password.current': 'Current password',
  'account.password.current.required': 'Enter your current password.',
  'account.password.new': 'New password',
  'account.password.new.hint': 'At least 10 characters. A few uncommon words are easy to remember and hard to guess.',
  'account.password.new.required': 'Enter a new password.',
  'account.password.show': 'Show passwords',
  'account.password.submit': 'Change password',
  'account.password.strength':
    'Strength: {score, select, 0 {very weak} 1 {weak} 2 {fair} 3 {strong} 4 {very strong} other {unknown}}',
  'account.password.strength.none': 'Strength: type a new password',
  'account.password.strength.checking': 'Strength: checking…',
  'account.password.strength.unavailable': 'Strength: the meter is unavailable; the server still checks it',
  'account.refused':
    '{code, select, password_too_short {Use at least 10 characters.} password_breached {This password has appeared in data breaches elsewhere, so people who try stolen passwords would try it. Choose another one.} password_too_weak {This password is too easy to guess.} password_unchanged {This is your current password. Choose a new one.} wrong_password {The current password is not right.} email_unchanged {This is the e-mail address you have now.} invalid_code {That code is not right. Check the code the app shows now and try again.} other {This cannot be used.}}',
  'account.password.weak.intro':
    '{by, select, check {Nothing was sent. Everything you typed is kept. Suggestions (in English):} other {Everything you typed is kept. The server suggests (in English):}}',

  // Second factors
  'account.factors.heading': 'Second step at sign-in',
  'account.factors.intro':
    'After your password, signing in asks for one of these, so a stolen password alone is not enough.',
  'account.factors.none':
    'You have no second step yet: anyone with your password can sign in. Add an authenticator app or a passkey.',
  'account.factors.last':
    'This is your only second step. Add another (a passkey or an authenticator app) before you remove it.',

  // Authenticator app
  'account.totp.heading': 'Authenticator app',
  'account.totp.on': 'On. Signing in asks for a 6-digit code from the app.',
  'account.totp.off': 'Off.',
  'account.totp.start': 'Set up an authenticator app',
  'account.totp.remove': 'Turn off the authenticator app',
  'account.totp.remove.title': 'Turn off the authenticator app?',
  'account.totp.remove.description':
    'Signing in will no longer ask for a code from the app. Your passkeys stay as they are.',
  'account.totp.remove.confirm': 'Turn it off',
  'account.totp.remove.keep': 'Keep it on',
  'account.totp.setup.heading': 'Set up your authenticator app',
  'account.totp.setup.scan':
    '1. Scan this code with an authenticator app (such as the one on your phone or in your password manager).',
  'account.totp.setup.qr': 'QR code for your authenticator app',
  'account.totp.setup.manual': 'Cannot scan? Type this key into the app instead:',
  'account.totp.setup.secret': 'Key',
  'account.totp.setup.copySecret': 'Copy the key',
  'account.totp.setup.uri': 'Or open this address with the app:',
  'account.totp.setup.copyUri': 'Copy the address',
  'account.totp.setup.code': '2. Code from the app',
  'account.totp.setup.code.hint': 'The 6 digits the app shows now.',
  'account.totp.setup.code.invalid': 'Enter the 6 digits the app shows.',
  'account.totp.setup.confirm': 'Turn it on',
  'account.totp.setup.cancel': 'Not now',

  // Passkeys
  'account.passkeys.heading': 'Passkeys',
  'account.passkeys.intro':
    'A passkey is kept by your device or password manager and unlocked with your fingerprint, face or screen lock. With one you sign in without a password.',
  'account.passkeys.caption': 'Your passkeys',
  'account.passkeys.none': 'No passkeys yet.',
  'account.passkeys.column.name': 'Name',
  'account.passkeys.column.created': 'Added',
  'account.passkeys.column.lastUsed': 'Last used',
  'account.passkeys.column.actions': 'Actions',
  'account.passkeys.neverUsed': 'Not used yet',
  'account.passkeys.add': 'Add a passkey',
  'account.passkeys.add.title': 'Add a passkey',
  'account.passkeys.add.description':
    'Give it a name you will recognise, such as the device it is on. Then your browser asks you to make the passkey.',
  'account.passkeys.name': 'Name of the passkey',
  'account.passkeys.name.default': 'My passkey',
  'account.passkeys.name.required': 'Give the passkey a name.',
  'account.passkeys.name.tooLong': 'Use at most 60 characters.',
  'account.passkeys.add.submit': 'Continue in the browser',
  'account.passkeys.add.cancel': 'Not now',
  'account.passkeys.add.browserRefused':
    'No passkey was made: the browser’s window was closed, timed out, or this device cannot make one here. Try again, or use another device.',
  'account.passkeys.add.unsupported': 'This browser cannot make passkeys. Use another browser or device.',
  'account.passkeys.renameShort': 'Rename',
  'account.passkeys.removeShort': 'Remove',
  'account.passkeys.rename': 'Rename {name}',
  'account.passkeys.rename.title': 'Rename “{name}”',
  'account.passkeys.rename.submit': 'Save the name',
  'account.passkeys.rename.cancel': 'Keep the name',
  'account.passkeys.remove': 'Remove {name}',
  'account.passkeys.remove.title': 'Remove “{name}”?',
  'account.passkeys.remove.description':
    'You can no longer sign in with this passkey. It stays on your device until you delete it there.',
  'account.passkeys.remove.confirm': 'Remove the passkey',
  'account.passkeys.remove.keep': 'Keep it',

  // Recovery codes
  'account.recovery.heading': 'Recovery codes',
  'account.recovery.intro':
    'If you lose your phone or your passkeys, a recovery code stands in for the second step, once per code.',
  'account.recovery.left':
    '{count, plural, =0 {You have no recovery codes left.} one {You have # unused recovery code.} other {You have # unused recovery codes.}}',
  'account.recovery.needsFactor':
    'Recovery codes come with a second step: add an authenticator app or a passkey first.',
  'account.recovery.regenerate': 'Make new recovery codes',
  'account.recovery.regenerate.title': 'Make new recovery codes?',
  'account.recovery.regenerate.description':
    'You get 10 new codes, shown once. The codes you have now stop working at once.',
  'account.recovery.regenerate.confirm': 'Make new codes',
  'account.recovery.regenerate.keep': 'Keep my codes',
  'account.recovery.once.heading': 'Your new recovery codes',
  'account.recovery.once.warning':
    'This is the only time we show these codes. Save them where you keep your passwords, or print them. Each works once.',
  'account.recovery.once.list': 'Recovery codes',
  'account.recovery.once.copy': 'Copy the codes',
  'account.recovery.once.download': 'Download as a text file',
  'account.recovery.once.done': 'I have saved them',
  'account.recovery.file':
    'Recovery codes for {email}\nMade {date}. Each code works once, in place of the second step when you sign in.\n\n{codes}\n',
  'account.recovery.fileName': 'recovery-codes.txt',
});
