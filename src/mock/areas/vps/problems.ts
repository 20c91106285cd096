/** Problem codes of the VPS area and their titles (ledger "VPS"). Every VPS path needs a key. */
export const vpsProblems = {
  titles: {
    vps_busy: 'VPS is busy',
    vps_suspended: 'VPS is suspended',
    vps_not_running: 'VPS is not running',
    vps_already_running: 'VPS is already running',
    guest_network_in_sync: 'Guest network is in sync',
    primary_interface_required: 'Primary interface required',
    interface_limit_reached: 'Interface limit reached',
    snapshots_unavailable: 'Snapshots are not available',
    snapshot_limit_reached: 'Snapshot limit reached',
    snapshot_creating: 'Snapshot is being created',
    ssh_key_exists: 'SSH key already exists',
    disk_cannot_shrink: 'A disk cannot shrink',
    vps_must_be_stopped: 'Stop the VPS first',
    plan_unchanged: 'Already on this plan',
    snapshot_not_ready: 'Snapshot is not ready',
    vps_in_rescue: 'VPS is in rescue',
    vps_not_in_rescue: 'VPS is not in rescue',
  },
  publicPaths: [],
};
