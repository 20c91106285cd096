import { defineMessages } from '@/i18n';

/** The VPS area's words. Server names, hostnames, addresses, gate reasons and Problem Details come as sent. */
export default defineMessages({
  // Any server.
  'vps.status':
    '{status, select, running {Running} stopped {Stopped} starting {Starting} stopping {Stopping} restarting {Restarting} provisioning {Being set up} suspended {Suspended} unknown {Unknown}}',
  'vps.plan.cpu': '{count, plural, one {# vCPU} other {# vCPUs}}',
  'vps.plan.memory': '{size} GB RAM',
  'vps.plan.disk': '{size} GB disk',
  'vps.ip.copy': 'Copy {address}',
  'vps.ip.none': 'No public address',
  'vps.busy.notice':
    '{kind, select, restart {A restart} reset {A hard reset} stop {A power-off} shutdown {A shutdown} start {A start} snapshot {A snapshot} config {A configuration change} migrate {A migration} network {A network change} other {A change}} is in progress. Other changes wait until it ends.',

  // Server list.
  'vps.list.title': 'Servers',
  'vps.list.search.label': 'Find servers',
  'vps.list.search.q': 'Name or IP address',
  'vps.list.search.status': 'Status',
  'vps.list.search.anyStatus': 'Any status',
  'vps.list.search.submit': 'Search',
  'vps.list.search.clear': 'Clear filters',
  'vps.list.updating': 'Updating servers…',
  'vps.list.caption':
    '{filtered, select, yes {Servers matching your filters} other {All servers}}{page, select, first {} other {, later page}}',
  'vps.list.column.server': 'Server',
  'vps.list.column.status': 'Status',
  'vps.list.column.addresses': 'IP addresses',
  'vps.list.column.plan': 'Plan',
  'vps.list.column.location': 'Location',
  'vps.list.empty.heading': '{filtered, select, yes {No servers match} other {No servers yet}}',
  'vps.list.empty.body':
    '{filtered, select, yes {Try another name, address or status, or clear the filters.} other {Servers you order show here, with their status and addresses.}}',

  // Server screen.
  'vps.detail.breadcrumb': 'Servers',
  'vps.tabs.label': 'Server sections',
  'vps.tab': '{tab, select, overview {Overview} ssh-keys {SSH keys} snapshots {Snapshots} metrics {Metrics}}',
  'vps.facts.label': 'Server details',
  'vps.facts.status': 'Status',
  'vps.facts.hostname': 'Hostname',
  'vps.facts.ipv4': 'Primary IPv4',
  'vps.facts.ipv6': 'Primary IPv6',
  'vps.facts.plan': 'Plan',
  'vps.facts.location': 'Location',
  'vps.facts.os': 'Operating system',
  'vps.facts.created': 'Created',
  'vps.facts.id': 'Server ID',

  // Power ladder.
  'vps.power.heading': 'Power',
  'vps.power.intro':
    'From the gentlest to the most forceful. Each one says what happens to the programs running on the server.',
  'vps.power.title':
    '{choice, select, start {Start} restart {Restart} forceRestart {Forced restart} reset {Hard reset} shutdown {Shut down} stop {Power off}}',
  'vps.power.description':
    '{choice, select, start {Powers the server on: the operating system boots and starts its services.} restart {Asks the operating system to restart. Programs close properly and the server is back in a minute or two. Nothing is lost.} forceRestart {For a server that does not respond: restarts even if the operating system does not answer. Programs that do not close in time are stopped and may lose unsaved data.} reset {Restarts at once, like pressing the reset button. Nothing closes properly and unsaved data is lost. Use it when a forced restart does not help.} shutdown {Asks the operating system to shut down properly, then powers off. The server stays off until you start it.} stop {Cuts the power at once, like pulling the plug. Unsaved data is lost and the disk may need a check at the next start.}}',
  'vps.power.confirm.title':
    '{choice, select, start {Start {name}?} restart {Restart {name}?} forceRestart {Force a restart of {name}?} reset {Hard reset {name}?} shutdown {Shut down {name}?} stop {Power off {name}?}}',
  'vps.power.confirm.effect':
    '{choice, select, shutdown {{name} stays off, and its websites and services do not answer, until you start it again.} stop {{name} stays off, and its websites and services do not answer, until you start it again.} other {Websites and services on {name} do not answer until it is back, usually within a couple of minutes.}}',
  'vps.power.operation':
    '{choice, select, start {Start {name}} restart {Restart {name}} forceRestart {Forced restart of {name}} reset {Hard reset of {name}} shutdown {Shut down {name}} stop {Power off {name}}}',
  'vps.power.failedHint':
    'If the server does not respond, try a forced restart, or a hard reset if that does not help either.',

  // Snapshots tab.
  'vps.snapshots.heading': 'Snapshots',
  'vps.snapshots.intro':
    'A snapshot keeps the server’s disk as it is now, so you can go back if an upgrade or a change goes wrong. Each one is kept about 24 hours and then removed by itself. Snapshots are stored with the server: they are not an offsite backup.',
  'vps.snapshots.slots': '{used} of {total, plural, one {# snapshot slot} other {# snapshot slots}} in use',
  'vps.snapshots.slotsTotal': '{total, plural, =0 {No snapshot slots} one {# snapshot slot} other {# snapshot slots}}',
  'vps.snapshots.unavailable': 'Snapshots are not available for this server.',
  'vps.snapshots.caption': 'Snapshots of {name}',
  'vps.snapshots.column.name': 'Snapshot',
  'vps.snapshots.column.status': 'Status',
  'vps.snapshots.column.created': 'Taken',
  'vps.snapshots.column.expires': 'Removed',
  'vps.snapshots.column.actions': 'Actions',
  'vps.snapshot.status':
    '{status, select, creating {Being taken} available {Ready} failed {Failed} expired {Expired} unknown {Unknown}}',
  'vps.snapshots.relative': '({time})',
  'vps.snapshots.empty.heading': 'No snapshots',
  'vps.snapshots.empty.body':
    'Take one before a risky change: it keeps the disk as it is now for about a day, in case you need to go back.',
  'vps.snapshots.notListed': 'The server did not send the list of snapshots. Reload the page to try again.',
  'vps.snapshots.delete': 'Delete',
  'vps.snapshots.delete.label': 'Delete snapshot {snapshot}',
  'vps.snapshots.delete.creating': 'It can be deleted once it is ready.',
  'vps.snapshots.delete.title': 'Delete snapshot {snapshot}?',
  'vps.snapshots.delete.body':
    'The snapshot is removed for good and its slot is free again at once. The server itself is not touched.',
  'vps.snapshots.delete.confirm': 'Delete snapshot',
  'vps.snapshots.create.heading': 'Take a snapshot',
  'vps.snapshots.create.name': 'Name',
  'vps.snapshots.create.name.hint': 'Up to 40 letters, digits, “_” and “-”, for example before-upgrade.',
  'vps.snapshots.create.name.required': 'Enter a name for the snapshot.',
  'vps.snapshots.create.name.tooLong': 'Use at most 40 characters.',
  'vps.snapshots.create.name.pattern': 'Use only letters, digits, “_” and “-” (no spaces).',
  'vps.snapshots.create.description': 'Description (optional)',
  'vps.snapshots.create.description.tooLong': 'Use at most 500 characters.',
  'vps.snapshots.create.submit': 'Take snapshot',
  'vps.snapshots.operation.create': 'Snapshot {snapshot} of {name}',
  'vps.snapshots.ways.heading': 'What you can do',
  'vps.snapshots.ways.delete': 'Delete a snapshot you no longer need: its slot is free at once.',
  'vps.snapshots.ways.add': 'Add snapshot slots to the server, for a monthly charge.',
  'vps.snapshots.ways.addButton': 'Add snapshot slots',

  // Adding snapshot slots.
  'vps.slots.title': 'Snapshot slots for {name}',
  'vps.slots.intro':
    'Choose how many snapshots {name} can keep at once. The price is added to the server’s monthly charge from today.',
  'vps.slots.legend': 'Number of snapshot slots',
  'vps.slots.option': '{count, plural, one {# slot} other {# slots}}, {price} a month',
  'vps.slots.current': '(current)',
  'vps.slots.loading': 'Loading the options…',
  'vps.slots.none': 'No more snapshot slots can be added to this server.',
  'vps.slots.confirm': 'Change to {count, plural, one {# slot} other {# slots}}',
  'vps.slots.operation': 'Snapshot slots of {name}: {count}',
  'vps.slots.done':
    '{name} now has {count, plural, one {# snapshot slot} other {# snapshot slots}}. You can take the snapshot now.',

  // SSH keys tab.
  'vps.sshKeys.heading': 'SSH keys',
  'vps.sshKeys.intro':
    'SSH keys let you log in to {name} without a password. Choose which of your account’s keys are installed on it: the keys you choose replace the ones there now.',
  'vps.sshKeys.legend': 'Keys installed on {name}',
  'vps.sshKeys.none': 'Your account has no SSH keys yet. Add one below, then install it on the server.',
  'vps.sshKeys.installed': 'Installed now',
  'vps.sshKeys.type': '{type}, {bits} bits',
  'vps.sshKeys.added': 'Added {date}',
  'vps.sshKeys.unnamed': 'Unnamed key',
  'vps.sshKeys.chosen': '{count, plural, =0 {No keys chosen} one {# key chosen} other {# keys chosen}}',
  'vps.sshKeys.replace': 'Replace keys on {name}',
  'vps.sshKeys.confirm.title': 'Replace the SSH keys on {name}?',
  'vps.sshKeys.confirm.body': 'After this, only these keys can log in to {name}:',
  'vps.sshKeys.confirm.removeAllTitle': 'Remove every SSH key from {name}?',
  'vps.sshKeys.confirm.removeAll':
    'No key is chosen, so every key is removed and key login to {name} stops working. Nobody can log in with an SSH key until you install one again. Make sure you have another way in, such as a password or the console.',
  'vps.sshKeys.confirm.button': 'Replace keys',
  'vps.sshKeys.confirm.removeAllButton': 'Remove every key',
  'vps.sshKeys.replaced':
    '{count, plural, =0 {Every SSH key was removed from {name}.} one {{name} now accepts # SSH key.} other {{name} now accepts # SSH keys.}}',
  'vps.sshKeys.add.heading': 'Add a key to your account',
  'vps.sshKeys.add.name': 'Name',
  'vps.sshKeys.add.name.hint': 'So you can tell your keys apart, for example laptop or deploy.',
  'vps.sshKeys.add.name.required': 'Enter a name for the key.',
  'vps.sshKeys.add.name.tooLong': 'Use at most 64 characters.',
  'vps.sshKeys.add.name.control': 'Use no line breaks or other control characters.',
  'vps.sshKeys.add.key': 'Public key',
  'vps.sshKeys.add.key.hint':
    'The one line in your .pub file, for example ~/.ssh/id_ed25519.pub. It starts with ssh-ed25519, ecdsa-sha2-… or ssh-rsa.',
  'vps.sshKeys.add.key.valid': 'Looks right: {type} key, {bits} bits.',
  'vps.sshKeys.add.submit': 'Add key',
  'vps.sshKeys.add.done':
    '{key} is now in your account. It is chosen above: replace the keys on {name} to install it there.',
  'vps.sshKeys.add.exists': 'This key is already in your account as {key}.',
  'vps.sshKeys.add.chooseExisting': 'Choose {key} above',
  'vps.sshKeys.problem.empty': 'Paste the public key: one line that starts with ssh-ed25519, ecdsa-sha2-… or ssh-rsa.',
  'vps.sshKeys.problem.too_long': 'That is longer than any public key line. Paste only the one line of the .pub file.',
  'vps.sshKeys.problem.private_key':
    'This is a private key: never share it. Paste the public key (the .pub file) instead.',
  'vps.sshKeys.problem.rfc4716_format':
    'This key is in the SSH2 (RFC 4716) format. Convert it with ssh-keygen -i -f key.pub and paste the one line it prints.',
  'vps.sshKeys.problem.multiple_lines': 'Paste one key at a time, on one line.',
  'vps.sshKeys.problem.malformed':
    'A public key line looks like “ssh-ed25519 AAAA… comment”. Check that you copied it whole.',
  'vps.sshKeys.problem.unsupported_type':
    'This key type is not supported. Use an ssh-ed25519, ecdsa-sha2-nistp256/384/521 or ssh-rsa (2048 bits or more) key.',
  'vps.sshKeys.problem.invalid_base64': 'The key data is damaged (not valid base64). Copy the key again.',
  'vps.sshKeys.problem.truncated': 'The key data ends too early. Copy the whole line again.',
  'vps.sshKeys.problem.type_mismatch': 'The key data does not match the key type at the start of the line.',
  'vps.sshKeys.problem.invalid_key_data': 'The key data is not a valid key of this type.',
  'vps.sshKeys.problem.rsa_too_short':
    'This RSA key is too short. Use at least 2048 bits, or better an ssh-ed25519 key.',
  'vps.sshKeys.problem.rsa_too_long': 'This RSA key is longer than 16384 bits, which is not supported.',
  'vps.sshKeys.problem.trailing_data': 'The key data has extra bytes at the end. Copy the key again.',

  // ---------------------------------------------------------------------------------------------
  // vps.metrics.*: the metrics tab (charts, summary, table, CSV)
  // ---------------------------------------------------------------------------------------------
  'vps.metrics.heading': 'Usage',
  'vps.metrics.timeframe.label': 'Timeframe',
  'vps.metrics.timeframe':
    '{timeframe, select, hour {Last hour} day {Last 24 hours} week {Last 7 days} month {Last 30 days} year {Last year} other {Unknown}}',
  'vps.metrics.window': '{count, plural, one {# sample} other {# samples}} from {start} to {end}, {every}.',
  'vps.metrics.every.minutes': '{count, plural, one {one a minute} other {one every # minutes}}',
  'vps.metrics.every.hours': '{count, plural, one {one an hour} other {one every # hours}}',
  'vps.metrics.times': 'Times are in your time zone; hover or focus a time for the exact UTC instant.',
  'vps.metrics.failed.title': 'Metrics collection failed',
  'vps.metrics.failed.body':
    'No usage can be shown for this period. This is missing data, not an idle server: no chart or total is shown rather than a false zero.',
  'vps.metrics.failed.reason': 'Reason given: {reason}',
  'vps.metrics.failed.noReason': 'The server gave no reason.',
  'vps.metrics.empty.title': 'No samples in this timeframe',
  'vps.metrics.empty.body':
    'Nothing was recorded for {name} in this period (a new server, or one that is not running). Choose a longer timeframe to see earlier data.',
  'vps.metrics.summary.heading': 'Summary of the period',
  'vps.metrics.card.cpu': 'CPU',
  'vps.metrics.card.memory': 'Memory',
  'vps.metrics.card.diskRead': 'Disk read',
  'vps.metrics.card.diskWrite': 'Disk write',
  'vps.metrics.card.netIn': 'Network in',
  'vps.metrics.card.netOut': 'Network out',
  'vps.metrics.card.diskDaily': 'Disk, daily average',
  'vps.metrics.stat.average': 'Average',
  'vps.metrics.stat.peak': 'Peak',
  'vps.metrics.stat.total': 'Total in this period',
  'vps.metrics.stat.readPerDay': 'Read per day',
  'vps.metrics.stat.writePerDay': 'Written per day',
  'vps.metrics.diskDaily.basis':
    '{days, plural, one {Over the last day, whatever the timeframe.} other {Over the last # days, whatever the timeframe.}}',
  'vps.metrics.source':
    '{source, select, counters {Exact (counters)} estimated {Estimated from rates} other {Unknown}}',
  'vps.metrics.source.label': 'How the total was measured',
  'vps.metrics.allowanceNote':
    'Totals cover the period shown. They are not the usage of your monthly bandwidth allowance.',
  'vps.metrics.null.label': 'not available',
  'vps.metrics.null.noSamples': 'No samples in this period.',
  'vps.metrics.null.notReported': 'Not reported by the server for this period.',
  'vps.metrics.null.totalUnknown': 'The server has no byte total for this period.',
  'vps.metrics.null.dailyAverage':
    '{days, plural, one {No figure for the last day.} other {No figure for the last # days.}}',
  'vps.metrics.clientAverage': 'CPU and memory figures are calculated here from the samples shown.',
  'vps.metrics.chart.cpuMemory': 'CPU and memory',
  'vps.metrics.chart.disk': 'Disk read and write',
  'vps.metrics.chart.network': 'Network in and out',
  'vps.metrics.chart.loading': 'Loading the chart…',
  'vps.metrics.chart.note':
    'The chart is drawn from {drawn} of {total} points; the table and the CSV have every sample.',
  'vps.metrics.series.cpu': 'CPU ({unit})',
  'vps.metrics.series.memory': 'Memory ({unit})',
  'vps.metrics.series.diskRead': 'Read ({unit})',
  'vps.metrics.series.diskWrite': 'Write ({unit})',
  'vps.metrics.series.netIn': 'In ({unit})',
  'vps.metrics.series.netOut': 'Out ({unit})',
  'vps.metrics.tooltip.gap': 'No data: nothing was collected between {from} and {to}.',
  'vps.metrics.tooltip.missing': 'no data',
  'vps.metrics.table.show': 'Table of the data: {chart}',
  'vps.metrics.table.caption': '{chart}: samples {from}–{to} of {total}',
  'vps.metrics.table.time': 'Time',
  'vps.metrics.table.earlier': 'Earlier samples',
  'vps.metrics.table.later': 'Later samples',
  'vps.metrics.table.pager': 'Pages of the table',
  'vps.metrics.csv': 'Download CSV ({count, plural, one {# sample} other {# samples}})',
  'vps.metrics.utc': 'UTC',
});
