import { defineMessages } from '@/i18n';

/**
 * The words of one server's screen and its overview (power, plan, billing, recovery): loaded with that screen, never with
 * the list. Its sections, metrics tab and the order form have catalogs of their own (`sections/`, `metrics/`, `order/`).
 */
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
  'vpsDetail.overview.addresses': 'Addresses',
  'vpsDetail.overview.allAddresses': 'All addresses and reverse DNS',
  'vpsDetail.overview.plan': 'Plan and resources',
  'vpsDetail.overview.cpu': 'Processor',
  'vpsDetail.overview.cpuValue': '{count, plural, one {# vCPU} other {# vCPUs}}',
  'vpsDetail.overview.memory': 'Memory',
  'vpsDetail.overview.disk': 'Disk',
  'vpsDetail.overview.gb': '{size} GB',
  'vpsDetail.overview.usage': 'Usage: CPU, memory, disk and traffic over time',
  'vpsDetail.power.menu': 'Power',
  'vpsDetail.power.menuLabel': 'Power actions for {name}',
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
  'vpsDetail.busy.retrying':
    '{name} is busy with another change. Sending the same request again in {seconds, plural, one {# second} other {# seconds}}…',
  'vpsDetail.busy.gaveUp':
    '{name} was still busy after {count, plural, one {# more try} other {# more tries}}, so we stopped sending it. Nothing was changed: wait a few minutes, then send it again.',
  'vpsDetail.busy.stop': 'Stop trying',
  // Plan change (issue 23).
  'vpsDetail.plan.change': 'Change plan',
  'vpsDetail.plan.title': 'Change the plan of {name}',
  'vpsDetail.plan.intro':
    'Choose what {name} should have. A disk can only grow, and a plan with fewer cores or less memory needs the server stopped first.',
  'vpsDetail.plan.now': 'Now:',
  'vpsDetail.plan.nowValue': '{plan}, {resources}',
  'vpsDetail.plan.memoryValue': '{size} GB memory',
  'vpsDetail.plan.diskValue': '{size} GB disk',
  'vpsDetail.plan.legend': 'New plan',
  'vpsDetail.plan.loading': 'Loading the plans…',
  'vpsDetail.plan.none': 'No other plan is offered for this server.',
  'vpsDetail.plan.summary': 'What changes with {plan}',
  'vpsDetail.plan.fromTo': '{from} → {to}',
  'vpsDetail.plan.restarts.yes':
    '{name} restarts while the change is applied: it cannot be reached for a few minutes, and its programs close as in a restart.',
  'vpsDetail.plan.restarts.unknown':
    '{name} may restart while the change is applied: plan for a few minutes when it cannot be reached.',
  'vpsDetail.plan.restarts.no': '{name} keeps running: this change needs no restart.',
  'vpsDetail.plan.restarts.stopped': '{name} stays stopped: start it when the change is done.',
  'vpsDetail.plan.requiresStop.unknown':
    'It is not known whether {name} must be stopped for this change. If it must, the change is refused and nothing is charged.',
  'vpsDetail.plan.dueNow':
    'Due now: {amount}, the difference for the rest of the paid period (until {date}). An invoice for it is issued when you confirm.',
  'vpsDetail.plan.nothingDue': 'Nothing is due now.',
  'vpsDetail.plan.then': 'From {date}: {price} a month.',
  'vpsDetail.plan.thenNoDate': 'From the next period: {price} a month.',
  'vpsDetail.plan.payg':
    'Nothing is due now: this server is paid as you go. From the change on it costs {price} an hour, billed monthly for the hours used.',
  'vpsDetail.plan.choose': 'Choose a plan first.',
  'vpsDetail.plan.billingUnknown':
    'We could not tell how this server is paid for, so the price of a change cannot be shown. Try again later.',
  'vpsDetail.plan.priceUnknown':
    'The price of this change could not be read, so it cannot be made now. Try again later.',
  'vpsDetail.plan.confirm': 'Change to {plan}',
  'vpsDetail.plan.keep': 'Keep {plan}',
  'vpsDetail.plan.operation': 'Change the plan of {name} to {plan}',
  'vpsDetail.plan.invoice':
    'Invoice {number} of {amount} for the difference has been issued, due {date}. The change does not wait for the payment.',
  'vpsDetail.plan.invoiceLink': 'Show invoice {number}',
  // Billing mode (read only).
  'vpsDetail.billing.heading': 'Billing',
  'vpsDetail.billing.loading': 'Loading how this server is paid for…',
  'vpsDetail.billing.mode': 'How you pay',
  'vpsDetail.billing.payg': 'Pay as you go',
  'vpsDetail.billing.prepaid':
    '{cycle, select, monthly {Prepaid monthly} quarterly {Prepaid every three months} annually {Prepaid yearly} other {Prepaid}}',
  'vpsDetail.billing.unknown': 'Not known right now',
  'vpsDetail.billing.price': 'Price',
  'vpsDetail.billing.hourly': '{price} an hour',
  'vpsDetail.billing.monthly': '{price} a month',
  'vpsDetail.billing.billed': 'Billed',
  'vpsDetail.billing.inArrears': 'Monthly, for the hours used',
  'vpsDetail.billing.paidUntil': 'Paid until',
  'vpsDetail.billing.otherCycles': 'Also offered',
  'vpsDetail.billing.cycleOption':
    '{cycle, select, monthly {Monthly} quarterly {Every three months} annually {Yearly} other {Another period}}: {price}',
  // Snapshot restore.
  'vpsDetail.restore': 'Restore',
  'vpsDetail.restore.label': 'Restore {name} to snapshot {snapshot}',
  'vpsDetail.restore.title': 'Restore {name} to {snapshot}?',
  'vpsDetail.restore.body': 'The disk of {name} is returned to how it was when the snapshot was taken, {date}.',
  'vpsDetail.restore.loss':
    'Everything written to it since then is lost: files, databases, logs and settings. This cannot be undone.',
  'vpsDetail.restore.running': '{name} restarts for the restore and runs again when it is done.',
  'vpsDetail.restore.stopped': '{name} stays stopped during and after the restore.',
  'vpsDetail.restore.other': '{name} cannot be used while its disk is restored.',
  'vpsDetail.restore.tip': 'To keep what the server has now, take a snapshot of it first.',
  'vpsDetail.restore.confirm': 'Restore and lose newer data',
  'vpsDetail.restore.keep': 'Keep the server as it is',
  'vpsDetail.restore.operation': 'Restore {name} to snapshot {snapshot}',

  // When a server will not behave (issue 38): rebuild, rescue, root password. A new password is shown once.
  'vpsDetail.recovery.heading': 'When the server will not behave',
  'vpsDetail.recovery.intro':
    'Boot into a rescue system to repair the disk, reinstall the system, or set a new root password.',
  'vpsDetail.recovery.inRescue': '{name} is running the rescue system, not its own.',
  'vpsDetail.recovery.since': 'Since',
  'vpsDetail.recovery.rescue': 'Boot into rescue…',
  'vpsDetail.recovery.leave': 'Leave rescue',
  'vpsDetail.recovery.rebuild': 'Reinstall…',
  'vpsDetail.recovery.rootPassword': 'Reset root password…',
  'vpsDetail.recovery.operation':
    '{action, select, rebuild {Reinstall {name}} rescue {Boot {name} into rescue} leaveRescue {Leave rescue on {name}} rootPassword {Reset the root password of {name}} other {Change {name}}}',
  'vpsDetail.rebuild.title': 'Reinstall {name}?',
  'vpsDetail.rebuild.loss': 'Everything on the disk of {name} is erased: files, databases, settings and users.',
  'vpsDetail.rebuild.kept': 'Kept: the addresses, the SSH keys installed, the plan and the snapshots.',
  'vpsDetail.rebuild.password': 'Without SSH keys on the server, a new root password is shown once when it starts.',
  'vpsDetail.rebuild.image': 'System to install',
  'vpsDetail.rebuild.confirm': 'Erase and reinstall',
  'vpsDetail.rescue.title': 'Boot {name} into rescue?',
  'vpsDetail.rescue.restarts': '{name} restarts into a small rescue system; its services stop until you leave rescue.',
  'vpsDetail.rescue.disk': 'Its own disk is left as it is: mount it from the rescue system to repair it.',
  'vpsDetail.rescue.password': 'A temporary root password for the rescue system is shown once.',
  'vpsDetail.rescue.confirm': 'Boot into rescue',
  'vpsDetail.rootPassword.title': 'Reset the root password of {name}?',
  'vpsDetail.rootPassword.restarts': '{name} restarts to apply the new password; it is down for a minute or two.',
  'vpsDetail.rootPassword.stopped': '{name} is stopped: it does not restart, the password holds from its next start.',
  'vpsDetail.rootPassword.mayRestart': '{name} may restart to apply the new password.',
  'vpsDetail.rootPassword.old': 'The old password stops working. SSH keys keep working.',
  'vpsDetail.rootPassword.confirm': 'Reset the password',
  'vpsDetail.password.heading':
    '{kind, select, rescue {Rescue password for {name}} rebuild {New root password for {name}} other {New root password for {name}}}',
  'vpsDetail.password.label': 'Password',
  'vpsDetail.password.copy': 'Copy the password',
  'vpsDetail.password.note':
    '{kind, select, rescue {Log in as root to the rescue system with it; it stops working when the server leaves rescue.} rebuild {Log in as root with it once the reinstall is done.} other {Log in as root with it once the server is back.}}',
  'vpsDetail.password.once': 'This is the only time it is shown. Copy it to a safe place now.',
  'vpsDetail.password.done': 'I have saved it',
});
