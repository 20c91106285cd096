import { describe, expect, it } from 'vitest';
import { availableSubnetsResponse, type NetworkActionName, type VpsNetworkState } from '@/api/schemas/vps-network';
import { DEMO_DNS, DEMO_OTHER_VPS, DEMO_VPS, DEMO_VPS_NETWORK as NET } from '@/mock/scenarios/demo/ids';
import { expectProblem } from '@/mock/test-utils';
import { VPS_PATH, vpsSetup, type VpsKit } from './vps-test-kit';

const { web, db, mismatch, busy, suspended, twoPublicInterfaces: edge } = DEMO_VPS;

function iface(state: VpsNetworkState, name: string) {
  const found = state.interfaces.find((item) => item.id === name);
  if (!found) throw new Error(`no interface ${name}`);
  return found;
}

async function pointersOf(response: Response, status = 400, code = 'invalid_request'): Promise<string[]> {
  const problem = await expectProblem(response, status, code);
  return (problem.errors ?? []).map((error) => error.pointer);
}

describe('network read', () => {
  it('shows interfaces with ids, addresses, reverse DNS and the primary flags', async () => {
    const kit = await vpsSetup();
    const state = await kit.network(web.id);
    expect(state.vpsId).toBe(web.id);
    const eth0 = iface(state, web.primaryInterface);
    expect(eth0).toMatchObject({ type: 'public', isPrimary: true, vlan: null });
    expect(eth0.macAddress).toMatch(/^52:54:00(:[0-9a-f]{2}){3}$/);
    expect(eth0.ip).toEqual([
      {
        id: web.ips.primaryV4.id,
        ip: web.ipv4,
        type: 'ipv4',
        isPrimary: true,
        rdns: DEMO_DNS.web,
        subnet: { id: NET.stockholmSubnet.id, parentCidr: NET.stockholmSubnet.cidr },
      },
      {
        id: web.ips.primaryV6.id,
        ip: web.ipv6,
        type: 'ipv6',
        isPrimary: true,
        rdns: DEMO_DNS.web,
        subnet: { id: NET.stockholmSubnetV6.id, parentCidr: NET.stockholmSubnetV6.cidr },
      },
      expect.objectContaining({ id: web.ips.secondaryV4.id, isPrimary: false, rdns: DEMO_DNS.mail }),
    ]);
    const eth1 = iface(state, web.privateInterface);
    expect(eth1).toMatchObject({ type: 'private', isPrimary: false, vlan: NET.backendNetwork.vlan });
    expect(eth1.ip[0]).toMatchObject({
      ip: web.ips.private.address,
      rdns: null,
      subnet: { id: NET.backendNetwork.id, parentCidr: NET.backendNetwork.cidr },
    });
  });

  it('lists free and reserved IPs of the region, never another customer’s reservation', async () => {
    const kit = await vpsSetup();
    const state = await kit.network(web.id);
    const v4 = new Map(state.availableIPv4.map((ip) => [ip.id, ip]));
    expect(v4.get(NET.freeIpv4.id)).toMatchObject({ ip: NET.freeIpv4.address, status: 'available' });
    expect(v4.get(NET.freeIpv4Other.id)?.subnet).toEqual({
      id: NET.stockholmSubnet2.id,
      parentCidr: NET.stockholmSubnet2.cidr,
    });
    expect(v4.get(NET.reservedIpv4.id)).toMatchObject({ status: 'reserved' });
    expect(v4.has(NET.othersReservedIpv4.id)).toBe(false);
    expect(state.availableIPv6.map((ip) => ip.id)).toContain(NET.freeIpv6.id);
    const frankfurt = await kit.network(edge.id);
    expect(frankfurt.availableIPv4.every((ip) => ip.ip?.startsWith('198.51.100.'))).toBe(true);
    expect(frankfurt.privateSubnets).toEqual([]);
    expect(state.privateSubnets).toEqual([{ ...NET.backendNetwork }, { ...NET.managementNetwork }]);
  });

  it('shows the gates: allowed on web-01, except deleting its only public interface', async () => {
    const kit = await vpsSetup();
    const { actions, guestNetwork } = await kit.network(web.id);
    const { canDeletePrimaryInterface, ...others } = actions;
    for (const [name, gate] of Object.entries(others)) expect(gate.allowed, name).toBe(true);
    expect(canDeletePrimaryInterface).toMatchObject({ allowed: false, code: 'primary_interface_required' });
    expect(guestNetwork).toMatchObject({ status: 'in_sync', mismatches: [] });
    expect(guestNetwork.actions.canRepair).toMatchObject({ allowed: false, code: 'guest_network_in_sync' });
    expect((await kit.network(edge.id)).actions.canDeletePrimaryInterface.allowed).toBe(true);
  });

  it('shows a guest-network mismatch with its rows and an allowed repair', async () => {
    const kit = await vpsSetup();
    const { guestNetwork } = await kit.network(mismatch.id);
    expect(guestNetwork.status).toBe('mismatch');
    expect(guestNetwork.checkedAt).toEqual(expect.any(String));
    expect(guestNetwork.mismatches).toEqual([
      {
        interfaceName: mismatch.mismatchInterface,
        expected: [mismatch.ipv4, mismatch.ipv6],
        observed: [mismatch.ipv4, mismatch.staleAddress],
      },
    ]);
    expect(guestNetwork.actions.canRepair.allowed).toBe(true);
  });

  it('reports the guest network of a stopped VPS as unavailable and blocks every gate of a busy one', async () => {
    const kit = await vpsSetup();
    const stopped = await kit.network(db.id);
    expect(stopped.guestNetwork).toMatchObject({ status: 'unavailable', mismatches: [] });
    expect(stopped.guestNetwork.actions.canRepair).toMatchObject({ allowed: false, code: 'vps_not_running' });
    expect(stopped.actions.canAssignIp.allowed).toBe(true);
    const busyState = await kit.network(busy.id);
    for (const gate of [...Object.values(busyState.actions), busyState.guestNetwork.actions.canRepair]) {
      expect(gate).toMatchObject({ allowed: false, code: 'vps_busy' });
    }
    const suspendedState = await kit.network(suspended.id);
    expect(suspendedState.actions.canAssignIp).toMatchObject({ allowed: false, code: 'vps_suspended' });
  });
});

/** One valid body per action (on a VPS where it is allowed), and the spec fields each action accepts. */
const ACTIONS: Record<
  NetworkActionName,
  { vps: string; body: Record<string, unknown>; fields: string[]; status: 200 | 202 }
> = {
  assign_ip: {
    vps: web.id,
    body: { interfaceName: 'eth0', ipId: NET.freeIpv4.id },
    fields: ['ipId', 'ipAddress', 'ipType', 'interfaceName', 'subnetId'],
    status: 202,
  },
  assign_ips: {
    vps: web.id,
    body: { interfaceName: 'eth0', ips: [{ ipId: NET.freeIpv4.id, ipAddress: null, ipType: null }] },
    fields: ['interfaceName', 'ips'],
    status: 202,
  },
  remove_ip: {
    vps: web.id,
    body: { interfaceName: 'eth0', ipType: 'ipv4', ipId: web.ips.secondaryV4.id },
    fields: ['ipId', 'ipAddress', 'ipType', 'interfaceName'],
    status: 202,
  },
  change_ip: {
    vps: web.id,
    body: { interfaceName: 'eth0', ipId: NET.freeIpv4.id },
    fields: ['ipId', 'ipAddress', 'ipType', 'interfaceName', 'subnetId', 'reserveOldIp'],
    status: 202,
  },
  update_rdns: {
    vps: web.id,
    body: { ip: web.ipv4, rdns: '' },
    fields: ['ip', 'rdns'],
    status: 200,
  },
  get_available_subnets: { vps: web.id, body: { ipType: 'ipv4' }, fields: ['ipType'], status: 200 },
  repair_guest_network: {
    vps: mismatch.id,
    body: { interfaceName: mismatch.mismatchInterface },
    fields: ['interfaceName'],
    status: 202,
  },
  create_public_interface: {
    vps: web.id,
    body: { ipId: NET.freeIpv4.id },
    fields: ['ipId', 'ipAddress', 'ipType', 'subnetId', 'interfaceName'],
    status: 202,
  },
  create_private_interface: {
    vps: web.id,
    body: { subnetId: NET.managementNetwork.id },
    fields: ['subnetId', 'vlan', 'interfaceName'],
    status: 202,
  },
  delete_interface: {
    vps: web.id,
    body: { interfaceName: web.privateInterface },
    fields: ['interfaceName'],
    status: 202,
  },
  delete_primary_interface: {
    vps: edge.id,
    body: { confirm: true },
    fields: ['confirm', 'interfaceName'],
    status: 202,
  },
};

/** A value of the right type for each spec field (sent to actions that do not list it). */
const FIELD_VALUES: Record<string, unknown> = {
  ipId: NET.freeIpv4b.id,
  ipAddress: NET.freeIpv4b.address,
  ipType: 'ipv4',
  interfaceName: 'eth0',
  subnetId: NET.stockholmSubnet.id,
  reserveOldIp: true,
  ips: [{ ipId: NET.freeIpv4b.id, ipAddress: null, ipType: null }],
  ip: web.ipv4,
  rdns: DEMO_DNS.web,
  vlan: 12,
  confirm: true,
};

describe('network actions: allowed and refused fields', () => {
  it.each(Object.keys(ACTIONS) as NetworkActionName[])('%s', async (action) => {
    const kit = await vpsSetup();
    const { vps, body, fields, status } = ACTIONS[action];
    for (const field of Object.keys(FIELD_VALUES).filter((name) => !fields.includes(name))) {
      const response = await kit.networkRaw(vps, { action, ...body, [field]: FIELD_VALUES[field] });
      const problem = await expectProblem(response, 400, 'invalid_request');
      expect(problem.errors, field).toEqual([
        { pointer: `/${field}`, detail: `${field} is not accepted for ${action}.`, code: 'invalid_request' },
      ]);
    }
    expect(await pointersOf(await kit.networkRaw(vps, { action, ...body, force: true }))).toEqual(['/force']);
    const ok = await kit.networkRaw(vps, { action, ...body });
    expect(ok.status, await ok.clone().text()).toBe(status);
  });

  it('requires interfaceName and ipType where the spec says, and names the action', async () => {
    const kit = await vpsSetup();
    for (const action of [
      'assign_ip',
      'assign_ips',
      'remove_ip',
      'change_ip',
      'repair_guest_network',
      'delete_interface',
    ]) {
      const { interfaceName: _dropped, ...rest } = ACTIONS[action as NetworkActionName].body;
      const problem = await expectProblem(await kit.networkRaw(web.id, { action, ...rest }), 400, 'invalid_request');
      expect(problem.errors, action).toContainEqual(
        expect.objectContaining({ pointer: '/interfaceName', code: 'missing_required' }),
      );
    }
    for (const action of ['get_available_subnets', 'remove_ip']) {
      const { ipType: _dropped, ...rest } = ACTIONS[action as NetworkActionName].body;
      const problem = await expectProblem(await kit.networkRaw(web.id, { action, ...rest }), 400, 'invalid_request');
      // An absent enum is "required", not "invalid": a client can tell the two apart by code.
      expect(problem.errors, action).toEqual([
        expect.objectContaining({ pointer: '/ipType', code: 'missing_required' }),
      ]);
    }
    expect(await pointersOf(await kit.networkRaw(web.id, {}))).toEqual(['/action']);
    expect(await pointersOf(await kit.networkRaw(web.id, { action: 'reboot' }))).toEqual(['/action']);
    const noBody = await expectProblem(
      await kit.call(`${VPS_PATH}/${web.id}/network`, { method: 'POST', key: kit.key }),
      400,
      'invalid_request',
    );
    expect(noBody.errors?.[0]).toMatchObject({ pointer: '', code: 'missing_required' });
  });

  it('refuses assign_ip with only ipType or only subnetId, and assign_ips items without all three keys', async () => {
    const kit = await vpsSetup();
    expect(
      await pointersOf(await kit.networkRaw(web.id, { action: 'assign_ip', interfaceName: 'eth0', ipType: 'ipv4' })),
    ).toEqual(['/ipId']);
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, { action: 'assign_ip', interfaceName: 'eth0', subnetId: NET.stockholmSubnet.id }),
      ),
    ).toEqual(['/ipId']);
    const missingKeys = await expectProblem(
      await kit.networkRaw(web.id, { action: 'assign_ips', interfaceName: 'eth0', ips: [{ ipId: NET.freeIpv4.id }] }),
      400,
      'invalid_request',
    );
    expect(missingKeys.errors?.map((error) => error.pointer)).toEqual(['/ips/0/ipAddress', '/ips/0/ipType']);
    expect(missingKeys.errors?.[0]?.code).toBe('missing_required');
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, {
          action: 'assign_ips',
          interfaceName: 'eth0',
          ips: [{ ipId: NET.freeIpv4.id, ipAddress: null, ipType: null, rdns: 'x' }],
        }),
      ),
    ).toEqual(['/ips/0/rdns']);
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, { action: 'change_ip', interfaceName: 'eth0', subnetId: NET.stockholmSubnet.id }),
      ),
    ).toEqual(['/ipId']);
  });
});

describe('get_available_subnets', () => {
  it('answers 200 { subnets } grouped by subnet, without an operation', async () => {
    const kit = await vpsSetup();
    const response = await kit.networkAction(web.id, { action: 'get_available_subnets', ipType: 'ipv4' });
    const text = await response.clone().text();
    expect(JSON.parse(text)).not.toHaveProperty('operation');
    const { subnets } = await kit.parse(response, availableSubnetsResponse);
    expect(subnets.map((subnet) => [subnet.id, subnet.parentCidr, subnet.isCurrentNetwork])).toEqual([
      [NET.stockholmSubnet.id, NET.stockholmSubnet.cidr, true],
      [NET.stockholmSubnet2.id, NET.stockholmSubnet2.cidr, false],
    ]);
    const first = subnets[0];
    expect(first?.availableCount).toBe(first?.ips.length);
    expect(first?.ips).toContainEqual({
      id: NET.reservedIpv4.id,
      ip: NET.reservedIpv4.address,
      status: 'reserved',
      subnet: { id: NET.stockholmSubnet.id, parentCidr: NET.stockholmSubnet.cidr },
    });
    expect(first?.ips.some((ip) => ip.id === NET.othersReservedIpv4.id)).toBe(false);
    const v6 = await kit.parse(
      await kit.networkAction(web.id, { action: 'get_available_subnets', ipType: 'ipv6' }),
      availableSubnetsResponse,
    );
    expect(v6.subnets.map((subnet) => subnet.id)).toEqual([NET.stockholmSubnetV6.id]);
    // A read: a busy VPS still answers it.
    expect((await kit.networkAction(busy.id, { action: 'get_available_subnets', ipType: 'ipv4' })).status).toBe(200);
  });

  it('feeds change_ip: move web-01 into 192.0.2.0/24', async () => {
    const kit = await vpsSetup();
    const { subnets } = await kit.parse(
      await kit.networkAction(web.id, { action: 'get_available_subnets', ipType: 'ipv4' }),
      availableSubnetsResponse,
    );
    const target = subnets.find((subnet) => subnet.parentCidr === NET.stockholmSubnet2.cidr)?.ips[0];
    if (!target?.id) throw new Error('no IP in 192.0.2.0/24');
    const operation = await kit.accepted(
      await kit.networkAction(web.id, {
        action: 'change_ip',
        interfaceName: 'eth0',
        ipId: target.id,
        subnetId: NET.stockholmSubnet2.id,
      }),
    );
    await kit.finish(operation);
    expect((await kit.detail(web.id)).primaryIpv4).toBe(target.ip);
  });
});

describe('assign and remove', () => {
  it('assigns an available IP when the job completes; it is held for no one else meanwhile', async () => {
    const kit = await vpsSetup();
    const operation = await kit.accepted(
      await kit.networkAction(web.id, { action: 'assign_ip', interfaceName: 'eth0', ipId: NET.freeIpv4.id }),
    );
    expect((await kit.network(web.id)).interfaces[0]?.ip).toHaveLength(3);
    expect((await kit.network(db.id)).availableIPv4.some((ip) => ip.id === NET.freeIpv4.id)).toBe(false);
    expect((await kit.detail(web.id)).activeOperation).toMatchObject({ kind: 'vps.network.assign_ip' });
    const done = await kit.finish(operation);
    expect(done).toMatchObject({ kind: 'vps.network.assign_ip', target: { type: 'vps', id: web.id } });
    const eth0 = iface(await kit.network(web.id), 'eth0');
    expect(eth0.ip[3]).toMatchObject({
      id: NET.freeIpv4.id,
      ip: NET.freeIpv4.address,
      isPrimary: false,
      rdns: '203-0-113-100.static.hosting.example',
    });
    expect((await kit.network(web.id)).availableIPv4.some((ip) => ip.id === NET.freeIpv4.id)).toBe(false);
  });

  it('accepts ipAddress instead of ipId, and checks ipType, subnetId and the interface', async () => {
    const kit = await vpsSetup();
    const base = { action: 'assign_ip', interfaceName: 'eth0' } as const;
    expect(await pointersOf(await kit.networkRaw(web.id, { ...base, ipId: NET.othersReservedIpv4.id }))).toEqual([
      '/ipId',
    ]);
    expect(await pointersOf(await kit.networkRaw(web.id, { ...base, ipId: 'ip_nope' }))).toEqual(['/ipId']);
    expect(await pointersOf(await kit.networkRaw(web.id, { ...base, ipAddress: '198.51.100.50' }))).toEqual([
      '/ipAddress',
    ]);
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, { ...base, ipId: NET.freeIpv4.id, ipAddress: NET.freeIpv4b.address }),
      ),
    ).toEqual(['/ipAddress']);
    expect(await pointersOf(await kit.networkRaw(web.id, { ...base, ipId: NET.freeIpv4.id, ipType: 'ipv6' }))).toEqual([
      '/ipType',
    ]);
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, { ...base, ipId: NET.freeIpv4.id, subnetId: NET.stockholmSubnet2.id }),
      ),
    ).toEqual(['/subnetId']);
    expect(
      await pointersOf(await kit.networkRaw(web.id, { ...base, interfaceName: 'eth1', ipId: NET.freeIpv4.id })),
    ).toEqual(['/interfaceName']);
    expect(
      await pointersOf(await kit.networkRaw(web.id, { ...base, interfaceName: 'eth9', ipId: NET.freeIpv4.id })),
    ).toEqual(['/interfaceName']);
    await kit.accepted(await kit.networkAction(web.id, { ...base, ipAddress: NET.freeIpv6.address.toUpperCase() }));
  });

  it('assigns several IPs at once and refuses one listed twice', async () => {
    const kit = await vpsSetup();
    const twice = await kit.networkRaw(web.id, {
      action: 'assign_ips',
      interfaceName: 'eth0',
      ips: [
        { ipId: NET.freeIpv4.id, ipAddress: null, ipType: 'ipv4' },
        { ipId: null, ipAddress: NET.freeIpv4.address, ipType: null },
      ],
    });
    expect(await pointersOf(twice)).toEqual(['/ips/1']);
    const bad = await kit.networkRaw(web.id, {
      action: 'assign_ips',
      interfaceName: 'eth0',
      ips: [
        { ipId: NET.freeIpv4.id, ipAddress: null, ipType: null },
        { ipId: 'ip_nope', ipAddress: null, ipType: null },
      ],
    });
    expect(await pointersOf(bad)).toEqual(['/ips/1/ipId']);
    const operation = await kit.accepted(
      await kit.networkAction(web.id, {
        action: 'assign_ips',
        interfaceName: 'eth0',
        ips: [
          { ipId: NET.freeIpv4.id, ipAddress: null, ipType: 'ipv4' },
          { ipId: null, ipAddress: NET.freeIpv6.address, ipType: 'ipv6' },
        ],
      }),
    );
    await kit.finish(operation);
    const ids = iface(await kit.network(web.id), 'eth0').ip.map((ip) => ip.id);
    expect(ids).toEqual(expect.arrayContaining([NET.freeIpv4.id, NET.freeIpv6.id]));
  });

  it('removes a secondary IP back to the pool and refuses the primary one', async () => {
    const kit = await vpsSetup();
    const primary = await expectProblem(
      await kit.networkAction(web.id, {
        action: 'remove_ip',
        interfaceName: 'eth0',
        ipType: 'ipv4',
        ipId: web.ips.primaryV4.id,
      }),
      400,
      'invalid_request',
    );
    expect(primary.errors).toEqual([expect.objectContaining({ pointer: '/ipId' })]);
    expect(primary.errors?.[0]?.detail).toContain('primary');
    const byAddress = await kit.networkRaw(web.id, {
      action: 'remove_ip',
      interfaceName: 'eth0',
      ipType: 'ipv6',
      ipAddress: web.ipv6,
    });
    expect(await pointersOf(byAddress)).toEqual(['/ipAddress']);
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, {
          action: 'remove_ip',
          interfaceName: 'eth0',
          ipType: 'ipv6',
          ipId: web.ips.secondaryV4.id,
        }),
      ),
    ).toEqual(['/ipType']);
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, {
          action: 'remove_ip',
          interfaceName: 'eth1',
          ipType: 'ipv4',
          ipId: web.ips.secondaryV4.id,
        }),
      ),
    ).toEqual(['/ipId']);
    const operation = await kit.accepted(
      await kit.networkAction(web.id, {
        action: 'remove_ip',
        interfaceName: 'eth0',
        ipType: 'ipv4',
        ipId: web.ips.secondaryV4.id,
      }),
    );
    await kit.finish(operation);
    const state = await kit.network(web.id);
    expect(iface(state, 'eth0').ip.map((ip) => ip.id)).toEqual([web.ips.primaryV4.id, web.ips.primaryV6.id]);
    expect(state.availableIPv4).toContainEqual(
      expect.objectContaining({ id: web.ips.secondaryV4.id, status: 'available' }),
    );
    expect(state.actions.canRemoveIp).toMatchObject({ allowed: false, code: 'no_removable_ip' });
  });
});

describe('change_ip', () => {
  it('replaces the primary IPv4; with reserveOldIp the old one stays reserved and assignable', async () => {
    const kit = await vpsSetup();
    const operation = await kit.accepted(
      await kit.networkAction(web.id, {
        action: 'change_ip',
        interfaceName: 'eth0',
        ipId: NET.freeIpv4Other.id,
        subnetId: NET.stockholmSubnet2.id,
        reserveOldIp: true,
      }),
    );
    const done = await kit.finish(operation);
    expect(done.result).toEqual({
      interfaceName: 'eth0',
      oldIp: web.ipv4,
      newIp: NET.freeIpv4Other.address,
      oldIpReserved: true,
    });
    const detail = await kit.detail(web.id);
    expect(detail.primaryIpv4).toBe(NET.freeIpv4Other.address);
    const state = await kit.network(web.id);
    expect(iface(state, 'eth0').ip[0]).toMatchObject({ id: NET.freeIpv4Other.id, isPrimary: true });
    expect(state.availableIPv4).toContainEqual(
      expect.objectContaining({ id: web.ips.primaryV4.id, ip: web.ipv4, status: 'reserved' }),
    );
    // Reserved for Astrid: her other VPSs may take it, and it can come back.
    expect((await kit.network(db.id)).availableIPv4.some((ip) => ip.id === web.ips.primaryV4.id)).toBe(true);
    await kit.finish(
      await kit.accepted(
        await kit.networkAction(web.id, { action: 'assign_ip', interfaceName: 'eth0', ipId: web.ips.primaryV4.id }),
      ),
    );
    expect(iface(await kit.network(web.id), 'eth0').ip.map((ip) => ip.ip)).toContain(web.ipv4);
  });

  it('returns the old IP to the pool without reserveOldIp, and changes IPv6 too', async () => {
    const kit = await vpsSetup();
    await kit.finish(
      await kit.accepted(
        await kit.networkAction(web.id, { action: 'change_ip', interfaceName: 'eth0', ipId: NET.freeIpv4.id }),
      ),
    );
    expect((await kit.network(web.id)).availableIPv4).toContainEqual(
      expect.objectContaining({ id: web.ips.primaryV4.id, status: 'available' }),
    );
    await kit.finish(
      await kit.accepted(
        await kit.networkAction(web.id, {
          action: 'change_ip',
          interfaceName: 'eth0',
          ipAddress: NET.freeIpv6.address,
        }),
      ),
    );
    expect((await kit.detail(web.id)).primaryIpv6).toBe(NET.freeIpv6.address);
  });

  it('needs a concrete available IP; subnetId only proves where it came from', async () => {
    const kit = await vpsSetup();
    const base = { action: 'change_ip', interfaceName: 'eth0' } as const;
    expect(await pointersOf(await kit.networkRaw(web.id, { ...base, ipId: web.ips.secondaryV4.id }))).toEqual([
      '/ipId',
    ]);
    expect(
      await pointersOf(
        await kit.networkRaw(web.id, { ...base, ipId: NET.freeIpv4.id, subnetId: NET.stockholmSubnet2.id }),
      ),
    ).toEqual(['/subnetId']);
    expect(await pointersOf(await kit.networkRaw(web.id, { ...base, ipId: NET.freeIpv4.id, confirm: true }))).toEqual([
      '/confirm',
    ]);
    expect(
      await pointersOf(await kit.networkRaw(web.id, { ...base, ipId: NET.freeIpv4.id, reserveOldIp: 'yes' })),
    ).toEqual(['/reserveOldIp']);
  });
});

describe('update_rdns', () => {
  async function rdns(kit: VpsKit, ip: string, value: string | null) {
    return kit.networkAction(web.id, { action: 'update_rdns', ip, rdns: value });
  }
  async function rdnsOf(kit: VpsKit, address: string) {
    const state = await kit.network(web.id);
    return state.interfaces.flatMap((item) => item.ip).find((ip) => ip.ip === address)?.rdns;
  }

  it('sets a name that forward-resolves to the IP, inline (200, completed)', async () => {
    const kit = await vpsSetup();
    const operation = await kit.completedInline(await rdns(kit, web.ips.secondaryV4.address, `${DEMO_DNS.mail}.`));
    expect(operation.result).toEqual({ ip: web.ips.secondaryV4.address, rdns: DEMO_DNS.mail });
    await kit.completedInline(await rdns(kit, web.ipv6, 'WWW.Nordlicht.SE'));
    expect(await rdnsOf(kit, web.ipv6)).toBe('www.nordlicht.se');
  });

  it('resets to the default name with an empty string or null', async () => {
    const kit = await vpsSetup();
    await kit.completedInline(await rdns(kit, web.ipv4, ''));
    expect(await rdnsOf(kit, web.ipv4)).toBe('203-0-113-24.static.hosting.example');
    await kit.completedInline(await rdns(kit, web.ipv6, null));
    expect(await rdnsOf(kit, web.ipv6)).toBe('2001-db8-10--24.static.hosting.example');
    // The default name itself is accepted as well.
    await kit.completedInline(await rdns(kit, web.ipv4, '203-0-113-24.static.hosting.example'));
  });

  it.each([
    ['an IP literal', '203.0.113.24', 'IP address'],
    ['an IPv6 literal', '2001:db8::1', 'hostname'],
    ['a single label', 'webserver', 'hostname'],
    ['.local', 'web-01.local', '.local'],
    ['.internal', 'web.corp.internal', '.internal'],
    ['.test', 'web-01.test', '.test'],
    ['.localhost', 'web.localhost', '.localhost'],
    ['.example', 'web.example', '.example'],
    ['example.com', 'www.example.com', 'example.com'],
    ['a name that resolves elsewhere', DEMO_DNS.elsewhere, DEMO_DNS.elsewhereAddress],
    ['a name that does not resolve', DEMO_DNS.unresolved, 'does not resolve'],
    ['a name of another of the VPS’s addresses', DEMO_DNS.mail, `not to ${DEMO_VPS.web.ipv4}`],
  ])('refuses %s at /rdns', async (_label, value, words) => {
    const kit = await vpsSetup();
    const problem = await expectProblem(await rdns(kit, web.ipv4, value), 400, 'invalid_request');
    expect(problem.errors).toHaveLength(1);
    expect(problem.errors?.[0]?.pointer).toBe('/rdns');
    expect(problem.errors?.[0]?.detail).toContain(words);
    expect(await rdnsOf(kit, web.ipv4)).toBe(DEMO_DNS.web);
  });

  it('needs an IP of this VPS with public reverse DNS', async () => {
    const kit = await vpsSetup();
    expect(await pointersOf(await rdns(kit, db.ipv4, ''))).toEqual(['/ip']);
    expect(await pointersOf(await rdns(kit, web.ips.private.address, ''))).toEqual(['/ip']);
    expect(await pointersOf(await kit.networkRaw(web.id, { action: 'update_rdns', ip: 'web-01', rdns: '' }))).toEqual([
      '/ip',
    ]);
  });

  it('lets a newly assigned IP take the name that points at it', async () => {
    const kit = await vpsSetup();
    await kit.finish(
      await kit.accepted(
        await kit.networkAction(web.id, { action: 'assign_ip', interfaceName: 'eth0', ipId: NET.freeIpv4.id }),
      ),
    );
    await kit.completedInline(await rdns(kit, NET.freeIpv4.address, DEMO_DNS.api));
    expect(await rdnsOf(kit, NET.freeIpv4.address)).toBe(DEMO_DNS.api);
  });
});

describe('guest network repair', () => {
  it('repairs a mismatch when the job completes, then the gate says in sync', async () => {
    const kit = await vpsSetup();
    const operation = await kit.accepted(
      await kit.networkAction(mismatch.id, {
        action: 'repair_guest_network',
        interfaceName: mismatch.mismatchInterface,
      }),
    );
    expect((await kit.network(mismatch.id)).guestNetwork.actions.canRepair.code).toBe('vps_busy');
    await kit.finish(operation);
    const { guestNetwork } = await kit.network(mismatch.id);
    expect(guestNetwork).toMatchObject({ status: 'in_sync', mismatches: [] });
    const again = await expectProblem(
      await kit.networkAction(mismatch.id, { action: 'repair_guest_network', interfaceName: 'eth0' }),
      403,
      'guest_network_in_sync',
    );
    expect(again.extensions).toEqual({ gate: 'canRepair' });
  });

  it('is refused when in sync, on a stopped VPS, and for an interface without a mismatch', async () => {
    const kit = await vpsSetup();
    await expectProblem(
      await kit.networkAction(web.id, { action: 'repair_guest_network', interfaceName: 'eth0' }),
      403,
      'guest_network_in_sync',
    );
    await expectProblem(
      await kit.networkAction(db.id, { action: 'repair_guest_network', interfaceName: 'eth0' }),
      403,
      'vps_not_running',
    );
    expect(
      await pointersOf(await kit.networkAction(mismatch.id, { action: 'repair_guest_network', interfaceName: 'eth7' })),
    ).toEqual(['/interfaceName']);
  });
});

describe('interfaces', () => {
  it('creates a private interface on an unattached network, with its VLAN and the next address', async () => {
    const kit = await vpsSetup();
    expect(
      await pointersOf(
        await kit.networkAction(web.id, { action: 'create_private_interface', subnetId: NET.backendNetwork.id }),
      ),
    ).toEqual(['/subnetId']);
    expect(
      await pointersOf(
        await kit.networkAction(web.id, { action: 'create_private_interface', subnetId: 'subnet_ab34cd56' }),
      ),
    ).toEqual(['/subnetId']);
    await kit.finish(
      await kit.accepted(
        await kit.networkAction(web.id, { action: 'create_private_interface', subnetId: NET.managementNetwork.id }),
      ),
    );
    const state = await kit.network(web.id);
    expect(iface(state, 'eth2')).toMatchObject({
      type: 'private',
      isPrimary: false,
      vlan: NET.managementNetwork.vlan,
      ip: [expect.objectContaining({ ip: '10.30.0.11', type: 'ipv4', isPrimary: true, rdns: null })],
    });
    expect(state.actions.canCreatePrivateInterface).toMatchObject({
      allowed: false,
      code: 'no_private_network_available',
    });
    // db-01 joins the same network with the next address and its own VLAN tag.
    await kit.finish(
      await kit.accepted(
        await kit.networkAction(db.id, {
          action: 'create_private_interface',
          subnetId: NET.managementNetwork.id,
          vlan: 131,
          interfaceName: 'mgmt0',
        }),
      ),
    );
    expect(iface(await kit.network(db.id), 'mgmt0')).toMatchObject({
      vlan: 131,
      ip: [expect.objectContaining({ ip: '10.30.0.12' })],
    });
  });

  it('creates a public interface with a chosen IP and refuses a name in use', async () => {
    const kit = await vpsSetup();
    expect(
      await pointersOf(
        await kit.networkAction(web.id, {
          action: 'create_public_interface',
          ipId: NET.freeIpv4.id,
          interfaceName: 'eth0',
        }),
      ),
    ).toEqual(['/interfaceName']);
    expect(
      await pointersOf(
        await kit.networkAction(web.id, { action: 'create_public_interface', subnetId: NET.stockholmSubnet.id }),
      ),
    ).toEqual(['/ipId']);
    await kit.finish(
      await kit.accepted(await kit.networkAction(web.id, { action: 'create_public_interface', ipId: NET.freeIpv4.id })),
    );
    const state = await kit.network(web.id);
    expect(iface(state, 'eth2')).toMatchObject({
      type: 'public',
      isPrimary: false,
      ip: [expect.objectContaining({ id: NET.freeIpv4.id, isPrimary: true })],
    });
    // Now another public interface exists: the primary one may go.
    expect(state.actions.canDeletePrimaryInterface.allowed).toBe(true);
  });

  it('deletes a secondary interface and refuses the primary one (400 with pointer)', async () => {
    const kit = await vpsSetup();
    const primary = await expectProblem(
      await kit.networkAction(web.id, { action: 'delete_interface', interfaceName: 'eth0' }),
      400,
      'invalid_request',
    );
    expect(primary.errors?.[0]).toMatchObject({ pointer: '/interfaceName' });
    expect(primary.errors?.[0]?.detail).toContain('delete_primary_interface');
    await kit.finish(
      await kit.accepted(await kit.networkAction(web.id, { action: 'delete_interface', interfaceName: 'eth1' })),
    );
    const state = await kit.network(web.id);
    expect(state.interfaces.map((item) => item.id)).toEqual(['eth0']);
    expect(state.actions.canDeleteInterface).toMatchObject({ allowed: false, code: 'no_secondary_interface' });
    expect(state.actions.canCreatePrivateInterface.allowed).toBe(true);
  });

  it('deletes the primary interface only with confirm and another public interface to take over', async () => {
    const kit = await vpsSetup();
    const refused = await expectProblem(
      await kit.networkAction(web.id, { action: 'delete_primary_interface', confirm: true }),
      403,
      'primary_interface_required',
    );
    expect(refused.extensions).toEqual({ gate: 'canDeletePrimaryInterface' });
    expect(
      await pointersOf(await kit.networkRaw(edge.id, { action: 'delete_primary_interface', confirm: false })),
    ).toEqual(['/confirm']);
    expect(await pointersOf(await kit.networkRaw(edge.id, { action: 'delete_primary_interface' }))).toEqual([
      '/confirm',
    ]);
    expect(
      await pointersOf(
        await kit.networkAction(edge.id, {
          action: 'delete_primary_interface',
          confirm: true,
          interfaceName: edge.secondInterface,
        }),
      ),
    ).toEqual(['/interfaceName']);
    const done = await kit.finish(
      await kit.accepted(
        await kit.networkAction(edge.id, { action: 'delete_primary_interface', confirm: true, interfaceName: 'eth0' }),
      ),
    );
    expect(done.result).toEqual({ interfaceName: 'eth0', primaryInterface: edge.secondInterface });
    const state = await kit.network(edge.id);
    expect(state.interfaces).toEqual([expect.objectContaining({ id: edge.secondInterface, isPrimary: true })]);
    expect(await kit.detail(edge.id)).toMatchObject({ primaryIpv4: edge.secondIpv4, primaryIpv6: null });
    expect(state.availableIPv4.map((ip) => ip.ip)).toContain(edge.ipv4);
    expect(state.actions.canDeletePrimaryInterface.allowed).toBe(false);
  });
});

describe('one change at a time', () => {
  it('answers 409 vps_busy with Retry-After while build-01 migrates, and the same request succeeds later', async () => {
    const kit = await vpsSetup();
    const request = { action: 'assign_ip', interfaceName: 'eth0', ipId: NET.freeIpv4.id } as const;
    const response = await kit.networkAction(busy.id, request);
    expect(Number(response.headers.get('retry-after'))).toBe(600);
    const conflict = await expectProblem(response, 409, 'vps_busy');
    expect(conflict.detail).toContain('migration');
    expect(conflict.extensions).toMatchObject({ activeOperation: { kind: busy.busyKind } });
    await kit.advance(busy.busyForMs);
    await kit.accepted(await kit.networkAction(busy.id, request));
  });

  it('answers 409 while a restart runs (a long job), then the same request succeeds', async () => {
    const kit = await vpsSetup({ jobDurationMs: 60_000 });
    const restart = await kit.accepted(await kit.power(web.id, 'restart'));
    const request = { action: 'update_rdns', ip: web.ipv4, rdns: '' } as const;
    const response = await kit.networkAction(web.id, request);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    const conflict = await expectProblem(response, 409, 'vps_busy');
    expect(conflict.extensions).toMatchObject({
      activeOperation: { jobId: restart.jobId, kind: 'vps.restart', pollUrl: restart.pollUrl },
    });
    await kit.advance(60_000);
    await kit.completedInline(await kit.networkAction(web.id, request));
  });

  it('holds the VPS busy during its own network job', async () => {
    const kit = await vpsSetup();
    await kit.accepted(await kit.networkAction(web.id, { action: 'delete_interface', interfaceName: 'eth1' }));
    await expectProblem(
      await kit.networkAction(web.id, { action: 'assign_ip', interfaceName: 'eth0', ipId: NET.freeIpv4.id }),
      409,
      'vps_busy',
    );
    await expectProblem(await kit.power(web.id, 'restart'), 403, 'vps_busy');
  });

  it('refuses changes on a suspended VPS with 403, naming the gate', async () => {
    const kit = await vpsSetup();
    const problem = await expectProblem(
      await kit.networkAction(suspended.id, { action: 'update_rdns', ip: suspended.ipv4, rdns: '' }),
      403,
      'vps_suspended',
    );
    expect(problem.extensions).toEqual({ gate: 'canUpdateRdns' });
  });
});

describe('network scopes and ownership', () => {
  it('needs write:vm and write:network to change, read:vm to read', async () => {
    const kit = await vpsSetup();
    const body = { action: 'get_available_subnets', ipType: 'ipv4' } as const;
    const partial = await expectProblem(await kit.networkAction(web.id, body, kit.named('vm-write')), 403, 'forbidden');
    expect(partial.extensions).toEqual({
      requiredScopes: ['write:vm', 'write:network'],
      missingScopes: ['write:network'],
    });
    const none = await expectProblem(await kit.networkAction(web.id, body, kit.world.keys.readonly), 403, 'forbidden');
    expect(none.extensions).toMatchObject({ missingScopes: ['write:vm', 'write:network'] });
    expect((await kit.network(web.id, kit.named('vm-read'))).vpsId).toBe(web.id);
  });

  it("is a 404 for another customer's VPS", async () => {
    const kit = await vpsSetup();
    await expectProblem(
      await kit.networkAction(DEMO_OTHER_VPS.web.id, { action: 'get_available_subnets', ipType: 'ipv4' }),
      404,
      'not_found',
    );
  });
});
