import { defineMessages } from '@/i18n';

/** The words of one server's screen (power, network, SSH keys, snapshots): loaded with that screen, never with the list. */
export default defineMessages({
  'vpsDetail.facts.label': 'Server details',
  'vpsDetail.facts.status': 'Status',
  'vpsDetail.facts.hostname': 'Hostname',
  'vpsDetail.facts.ipv4': 'Primary IPv4',
  'vpsDetail.facts.ipv6': 'Primary IPv6',
  'vpsDetail.facts.plan': 'Plan',
  'vpsDetail.facts.location': 'Location',
  'vpsDetail.facts.os': 'Operating system',
  'vpsDetail.facts.created': 'Created',
  'vpsDetail.facts.id': 'Server ID',
  // Power ladder.
  'vpsDetail.power.heading': 'Power',
  'vpsDetail.power.intro':
    'From the gentlest to the most forceful. Each one says what happens to the programs running on the server.',
  'vpsDetail.power.title':
    '{choice, select, start {Start} restart {Restart} forceRestart {Forced restart} reset {Hard reset} shutdown {Shut down} stop {Power off}}',
  'vpsDetail.power.description':
    '{choice, select, start {Powers the server on: the operating system boots and starts its services.} restart {Asks the operating system to restart. Programs close properly and the server is back in a minute or two. Nothing is lost.} forceRestart {For a server that does not respond: restarts even if the operating system does not answer. Programs that do not close in time are stopped and may lose unsaved data.} reset {Restarts at once, like pressing the reset button. Nothing closes properly and unsaved data is lost. Use it when a forced restart does not help.} shutdown {Asks the operating system to shut down properly, then powers off. The server stays off until you start it.} stop {Cuts the power at once, like pulling the plug. Unsaved data is lost and the disk may need a check at the next start.}}',
  'vpsDetail.power.confirm.title':
    '{choice, select, start {Start {name}?} restart {Restart {name}?} forceRestart {Force a restart of {name}?} reset {Hard reset {name}?} shutdown {Shut down {name}?} stop {Power off {name}?}}',
  'vpsDetail.power.confirm.effect':
    '{choice, select, shutdown {{name} stays off, and its websites and services do not answer, until you start it again.} stop {{name} stays off, and its websites and services do not answer, until you start it again.} other {Websites and services on {name} do not answer until it is back, usually within a couple of minutes.}}',
  'vpsDetail.power.operation':
    '{choice, select, start {Start {name}} restart {Restart {name}} forceRestart {Forced restart of {name}} reset {Hard reset of {name}} shutdown {Shut down {name}} stop {Power off {name}}}',
  'vpsDetail.power.failedHint':
    'If the server does not respond, try a forced restart, or a hard reset if that does not help either.',
  // Snapshots tab.
  'vpsDetail.snapshots.heading': 'Snapshots',
  'vpsDetail.snapshots.intro':
    'A snapshot keeps the server’s disk as it is now, so you can go back if an upgrade or a change goes wrong. Each one is kept about 24 hours and then removed by itself. Snapshots are stored with the server: they are not an offsite backup.',
  'vpsDetail.snapshots.slots': '{used} of {total, plural, one {# snapshot slot} other {# snapshot slots}} in use',
  'vpsDetail.snapshots.slotsTotal':
    '{total, plural, =0 {No snapshot slots} one {# snapshot slot} other {# snapshot slots}}',
  'vpsDetail.snapshots.unavailable': 'Snapshots are not available for this server.',
  'vpsDetail.snapshots.caption': 'Snapshots of {name}',
  'vpsDetail.snapshots.column.name': 'Snapshot',
  'vpsDetail.snapshots.column.status': 'Status',
  'vpsDetail.snapshots.column.created': 'Taken',
  'vpsDetail.snapshots.column.expires': 'Removed',
  'vpsDetail.snapshots.column.actions': 'Actions',
  'vpsDetail.snapshot.status':
    '{status, select, creating {Being taken} available {Ready} failed {Failed} expired {Expired} unknown {Unknown}}',
  'vpsDetail.snapshots.relative': '({time})',
  'vpsDetail.snapshots.empty.heading': 'No snapshots',
  'vpsDetail.snapshots.empty.body':
    'Take one before a risky change: it keeps the disk as it is now for about a day, in case you need to go back.',
  'vpsDetail.snapshots.notListed': 'The server did not send the list of snapshots. Reload the page to try again.',
  'vpsDetail.snapshots.delete': 'Delete',
  'vpsDetail.snapshots.delete.label': 'Delete snapshot {snapshot}',
  'vpsDetail.snapshots.delete.creating': 'It can be deleted once it is ready.',
  'vpsDetail.snapshots.delete.title': 'Delete snapshot {snapshot}?',
  'vpsDetail.snapshots.delete.body':
    'The snapshot is removed for good and its slot is free again at once. The server itself is not touched.',
  'vpsDetail.snapshots.delete.confirm': 'Delete snapshot',
  'vpsDetail.snapshots.create.heading': 'Take a snapshot',
  'vpsDetail.snapshots.create.name': 'Name',
  'vpsDetail.snapshots.create.name.hint': 'Up to 40 letters, digits, “_” and “-”, for example before-upgrade.',
  'vpsDetail.snapshots.create.name.required': 'Enter a name for the snapshot.',
  'vpsDetail.snapshots.create.name.tooLong': 'Use at most 40 characters.',
  'vpsDetail.snapshots.create.name.pattern': 'Use only letters, digits, “_” and “-” (no spaces).',
  'vpsDetail.snapshots.create.description': 'Description (optional)',
  'vpsDetail.snapshots.create.description.tooLong': 'Use at most 500 characters.',
  'vpsDetail.snapshots.create.submit': 'Take snapshot',
  'vpsDetail.snapshots.operation.create': 'Snapshot {snapshot} of {name}',
  'vpsDetail.snapshots.ways.heading': 'What you can do',
  'vpsDetail.snapshots.ways.delete': 'Delete a snapshot you no longer need: its slot is free at once.',
  'vpsDetail.snapshots.ways.add': 'Add snapshot slots to the server, for a monthly charge.',
  'vpsDetail.snapshots.ways.addButton': 'Add snapshot slots',
  // Adding snapshot slots.
  'vpsDetail.slots.title': 'Snapshot slots for {name}',
  'vpsDetail.slots.intro':
    'Choose how many snapshots {name} can keep at once. The price is added to the server’s monthly charge from today.',
  'vpsDetail.slots.legend': 'Number of snapshot slots',
  'vpsDetail.slots.option': '{count, plural, one {# slot} other {# slots}}, {price} a month',
  'vpsDetail.slots.current': '(current)',
  'vpsDetail.slots.loading': 'Loading the options…',
  'vpsDetail.slots.none': 'No more snapshot slots can be added to this server.',
  'vpsDetail.slots.confirm': 'Change to {count, plural, one {# slot} other {# slots}}',
  'vpsDetail.slots.operation': 'Snapshot slots of {name}: {count}',
  'vpsDetail.slots.done':
    '{name} now has {count, plural, one {# snapshot slot} other {# snapshot slots}}. You can take the snapshot now.',
  // SSH keys tab.
  'vpsDetail.sshKeys.heading': 'SSH keys',
  'vpsDetail.sshKeys.intro':
    'SSH keys let you log in to {name} without a password. Choose which of your account’s keys are installed on it: the keys you choose replace the ones there now.',
  'vpsDetail.sshKeys.legend': 'Keys installed on {name}',
  'vpsDetail.sshKeys.none': 'Your account has no SSH keys yet. Add one below, then install it on the server.',
  'vpsDetail.sshKeys.installed': 'Installed now',
  'vpsDetail.sshKeys.type': '{type}, {bits} bits',
  'vpsDetail.sshKeys.added': 'Added {date}',
  'vpsDetail.sshKeys.unnamed': 'Unnamed key',
  'vpsDetail.sshKeys.chosen': '{count, plural, =0 {No keys chosen} one {# key chosen} other {# keys chosen}}',
  'vpsDetail.sshKeys.replace': 'Replace keys on {name}',
  'vpsDetail.sshKeys.confirm.title': 'Replace the SSH keys on {name}?',
  'vpsDetail.sshKeys.confirm.body': 'After this, only these keys can log in to {name}:',
  'vpsDetail.sshKeys.confirm.removeAllTitle': 'Remove every SSH key from {name}?',
  'vpsDetail.sshKeys.confirm.removeAll':
    'No key is chosen, so every key is removed and key login to {name} stops working. Nobody can log in with an SSH key until you install one again. Make sure you have another way in, such as a password or the console.',
  'vpsDetail.sshKeys.confirm.button': 'Replace keys',
  'vpsDetail.sshKeys.confirm.removeAllButton': 'Remove every key',
  'vpsDetail.sshKeys.replaced':
    '{count, plural, =0 {Every SSH key was removed from {name}.} one {{name} now accepts # SSH key.} other {{name} now accepts # SSH keys.}}',
  'vpsDetail.sshKeys.add.heading': 'Add a key to your account',
  'vpsDetail.sshKeys.add.name': 'Name',
  'vpsDetail.sshKeys.add.name.hint': 'So you can tell your keys apart, for example laptop or deploy.',
  'vpsDetail.sshKeys.add.name.required': 'Enter a name for the key.',
  'vpsDetail.sshKeys.add.name.tooLong': 'Use at most 64 characters.',
  'vpsDetail.sshKeys.add.name.control': 'Use no line breaks or other control characters.',
  'vpsDetail.sshKeys.add.key': 'Public key',
  'vpsDetail.sshKeys.add.key.hint':
    'The one line in your .pub file, for example ~/.ssh/id_ed25519.pub. It starts with ssh-ed25519, ecdsa-sha2-… or ssh-rsa.',
  'vpsDetail.sshKeys.add.key.valid': 'Looks right: {type} key, {bits} bits.',
  'vpsDetail.sshKeys.add.submit': 'Add key',
  'vpsDetail.sshKeys.add.done':
    '{key} is now in your account. It is chosen above: replace the keys on {name} to install it there.',
  'vpsDetail.sshKeys.add.exists': 'This key is already in your account as {key}.',
  'vpsDetail.sshKeys.add.chooseExisting': 'Choose {key} above',
  'vpsDetail.sshKeys.problem.empty':
    'Paste the public key: one line that starts with ssh-ed25519, ecdsa-sha2-… or ssh-rsa.',
  'vpsDetail.sshKeys.problem.too_long':
    'That is longer than any public key line. Paste only the one line of the .pub file.',
  'vpsDetail.sshKeys.problem.private_key':
    'This is a private key: never share it. Paste the public key (the .pub file) instead.',
  'vpsDetail.sshKeys.problem.rfc4716_format':
    'This key is in the SSH2 (RFC 4716) format. Convert it with ssh-keygen -i -f key.pub and paste the one line it prints.',
  'vpsDetail.sshKeys.problem.multiple_lines': 'Paste one key at a time, on one line.',
  'vpsDetail.sshKeys.problem.malformed':
    'A public key line looks like “ssh-ed25519 AAAA… comment”. Check that you copied it whole.',
  'vpsDetail.sshKeys.problem.unsupported_type':
    'This key type is not supported. Use an ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa (2048 bits or more) key.',
  'vpsDetail.sshKeys.problem.invalid_base64': 'The key data is damaged (not valid base64). Copy the key again.',
  'vpsDetail.sshKeys.problem.truncated': 'The key data ends too early. Copy the whole line again.',
  'vpsDetail.sshKeys.problem.type_mismatch': 'The key data does not match the key type at the start of the line.',
  'vpsDetail.sshKeys.problem.invalid_key_data': 'The key data is not a valid key of this type.',
  'vpsDetail.sshKeys.problem.rsa_too_short':
    'This RSA key is too short. Use at least 2048 bits, or better an ssh-ed25519 key.',
  'vpsDetail.sshKeys.problem.rsa_too_long': 'This RSA key is longer than 16384 bits, which is not supported.',
  'vpsDetail.sshKeys.problem.trailing_data': 'The key data has extra bytes at the end. Copy the key again.',
  // Network tab.
  'vpsDetail.network.heading': 'Network',
  'vpsDetail.network.intro':
    'The server’s network interfaces and their IP addresses. Reverse DNS (rDNS) is the name an address answers to when someone looks it up; mail servers check it.',
  'vpsDetail.guest.heading': 'The server’s own network settings are out of date',
  'vpsDetail.guest.body':
    'On these interfaces, the addresses {name} has configured differ from the ones assigned to it, so some addresses may not answer. Repair rewrites the server’s network settings to match.',
  'vpsDetail.guest.expected': 'Assigned: {addresses}',
  'vpsDetail.guest.observed': 'Configured on the server: {addresses}',
  'vpsDetail.guest.none': 'none',
  'vpsDetail.guest.repair': 'Repair {interface}',
  'vpsDetail.guest.operation': 'Repair the network of {interface} on {name}',
  'vpsDetail.iface.type': '{type, select, public {Public} private {Private} other {Unknown type}}',
  'vpsDetail.iface.primary': 'Primary interface',
  'vpsDetail.iface.mac': 'MAC {mac}',
  'vpsDetail.iface.vlan': 'VLAN {vlan}',
  'vpsDetail.iface.caption': 'Addresses on {interface}',
  'vpsDetail.iface.noIps': 'No addresses on this interface.',
  'vpsDetail.ip.column.address': 'Address',
  'vpsDetail.ip.column.rdns': 'Reverse DNS',
  'vpsDetail.ip.column.actions': 'Actions',
  'vpsDetail.ip.family': '{type, select, ipv4 {IPv4} ipv6 {IPv6} other {IP}}',
  'vpsDetail.ip.primary': 'Primary',
  'vpsDetail.ip.noRdns': 'None (private address)',
  'vpsDetail.rdns.edit': 'Edit',
  'vpsDetail.rdns.edit.label': 'Edit reverse DNS of {address}',
  'vpsDetail.rdns.field': 'Reverse DNS of {address}',
  'vpsDetail.rdns.hint': 'A public hostname whose A or AAAA record points to {address}, such as mail.example.se.',
  'vpsDetail.rdns.invalid':
    'Enter a public hostname such as mail.example.se: letters, digits and hyphens, with at least one dot.',
  'vpsDetail.rdns.save': 'Save',
  'vpsDetail.rdns.reset': 'Reset to default',
  'vpsDetail.rdns.operation': 'Reverse DNS of {address} on {name}',
  'vpsDetail.ip.remove': 'Remove',
  'vpsDetail.ip.remove.label': 'Remove {address}',
  'vpsDetail.ip.remove.title': 'Remove {address} from {interface}?',
  'vpsDetail.ip.remove.body':
    'The address stops answering on {name} and goes back to the pool, where someone else can get it. Anything that uses it stops working.',
  'vpsDetail.ip.remove.confirm': 'Remove address',
  'vpsDetail.ip.remove.operation': 'Remove {address} from {name}',
  'vpsDetail.ip.change': 'Change',
  'vpsDetail.ip.change.label': 'Change {address}',
  'vpsDetail.ip.change.title': 'Change {address} on {interface}',
  'vpsDetail.ip.change.body':
    'The address you choose takes the place of {address} as the primary {family} address of {interface}. Reverse DNS of both returns to the default.',
  'vpsDetail.ip.change.reserve': 'Keep {address} reserved for me, so I can assign it again later',
  'vpsDetail.ip.change.confirm': 'Change address',
  'vpsDetail.ip.change.operation': 'Change {old} to {new} on {name}',
  'vpsDetail.ip.assign': 'Assign addresses',
  'vpsDetail.ip.assign.label': 'Assign addresses to {interface}',
  'vpsDetail.ip.assign.title': 'Assign addresses to {interface}',
  'vpsDetail.ip.assign.body':
    'Choose one or more addresses. Each one is added to {interface} and answers once the server has picked it up.',
  'vpsDetail.ip.assign.confirm': '{count, plural, =0 {Assign} one {Assign # address} other {Assign # addresses}}',
  'vpsDetail.ip.assign.operation':
    '{count, plural, one {Assign {address} to {name}} other {Assign # addresses to {name}}}',
  'vpsDetail.picker.source': 'Show',
  'vpsDetail.picker.source.available': 'Free addresses',
  'vpsDetail.picker.source.subnets': 'By subnet',
  'vpsDetail.picker.family': 'Address family',
  'vpsDetail.picker.legend': 'Addresses to choose from',
  'vpsDetail.picker.subnet':
    '{cidr}: {count, plural, one {# free} other {# free}}{current, select, yes {, this server’s network} other {}}',
  'vpsDetail.picker.otherSubnet': 'Other addresses',
  'vpsDetail.picker.reserved': '(reserved for you)',
  'vpsDetail.picker.empty': 'No free addresses right now.',
  'vpsDetail.picker.loading': 'Loading the subnets…',
  'vpsDetail.picker.choose': 'Choose an address first.',
  'vpsDetail.iface.delete': 'Delete interface',
  'vpsDetail.iface.delete.title': 'Delete {interface}?',
  'vpsDetail.iface.delete.body':
    'The interface and its addresses are removed from {name}. Public addresses go back to the pool.',
  'vpsDetail.iface.delete.confirm': 'Delete interface',
  'vpsDetail.iface.deletePrimary': 'Delete primary interface',
  'vpsDetail.iface.deletePrimary.title': 'Delete the primary interface {interface}?',
  'vpsDetail.iface.deletePrimary.body':
    '{interface} carries the primary addresses of {name}. Its public addresses go back to the pool, another public interface becomes primary, and anything that reaches the server by the old addresses stops working.',
  'vpsDetail.iface.deletePrimary.confirm': 'Delete primary interface',
  'vpsDetail.iface.delete.operation': 'Delete {interface} on {name}',
  'vpsDetail.iface.create.heading': 'Add an interface',
  'vpsDetail.iface.createPublic': 'Add a public interface',
  'vpsDetail.iface.createPublic.title': 'Add a public interface to {name}',
  'vpsDetail.iface.createPublic.body':
    'The new interface gets the address you choose. It is not the primary interface.',
  'vpsDetail.iface.createPublic.confirm': 'Add interface',
  'vpsDetail.iface.createPrivate': 'Add a private interface',
  'vpsDetail.iface.createPrivate.title': 'Add a private interface to {name}',
  'vpsDetail.iface.createPrivate.body':
    'A private interface joins one of your private networks, for traffic between your servers that never leaves the data centre.',
  'vpsDetail.iface.createPrivate.network': 'Private network',
  'vpsDetail.iface.createPrivate.option': '{network} ({cidr})',
  'vpsDetail.iface.createPrivate.attached': '{network} ({cidr}), already attached',
  'vpsDetail.iface.createPrivate.vlan': 'VLAN (optional)',
  'vpsDetail.iface.createPrivate.vlan.hint': 'Leave it empty to use the network’s own VLAN{vlan}. From 1 to 4094.',
  'vpsDetail.iface.createPrivate.vlan.invalid': 'Enter a whole number from 1 to 4094, or leave it empty.',
  'vpsDetail.iface.create.operation':
    '{type, select, public {Add a public interface to {name}} other {Add a private interface to {name}}}',
  'vpsDetail.busy.retrying':
    '{name} is busy with another change. Sending the same request again in {seconds, plural, one {# second} other {# seconds}}…',
  'vpsDetail.busy.stop': 'Stop trying',
});
