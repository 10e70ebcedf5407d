import { BlockList, isIP } from 'node:net';
import { isPublicAddress, type OutboundHost } from './outbound-fetch';

/**
 * Which resolved addresses the server's outbound requests may connect to: public ones, and those the operator
 * allowed by OUTBOUND_ALLOW (addresses or CIDR ranges, config.outboundAllowed). An entry that is neither is an error
 * at start, not a silent hole.
 */
export function outboundAddressPolicy(allowed: readonly string[]): (address: string) => boolean {
  if (!allowed.length) return isPublicAddress;
  const list = new BlockList();
  for (const entry of allowed) {
    const [network = '', prefix] = entry.split('/');
    const family = isIP(network);
    const bits = prefix === undefined ? undefined : Number(prefix);
    if (!family || (bits !== undefined && (!Number.isInteger(bits) || bits < 0 || bits > (family === 4 ? 32 : 128)))) {
      throw new Error(`OUTBOUND_ALLOW must list addresses or CIDR ranges, got "${entry}"`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(network, type);
    else list.addSubnet(network, bits, type);
  }
  return (address) => isPublicAddress(address) || (isIP(address) !== 0 && list.check(address, isIP(address) === 4 ? 'ipv4' : 'ipv6'));
}

/**
 * OUTBOUND_HOSTS: `name=address` or `name=address:port` (`name=[v6]:port`), comma-separated: host names answered
 * without DNS, and connected to on that port (config.outboundHosts). For stand-ins of a provider's hosts in tests, or
 * an operator's pinned names; the addresses still have to pass the address policy.
 */
export function parseOutboundHosts(value: string | undefined): Record<string, OutboundHost> {
  const hosts: Record<string, OutboundHost> = {};
  for (const entry of (value ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const match = /^([a-z0-9.-]+)=(?:\[([0-9a-f:.]+)\]|([0-9.]+))(?::(\d{1,5}))?$/i.exec(entry);
    const address = match?.[2] ?? match?.[3] ?? '';
    const port = match?.[4] === undefined ? undefined : Number(match[4]);
    if (!match || !isIP(address) || (port !== undefined && (port < 1 || port > 65_535))) {
      throw new Error(`OUTBOUND_HOSTS must list name=address or name=address:port, got "${entry}"`);
    }
    const name = match[1]!.toLowerCase();
    const known = hosts[name];
    hosts[name] = { addresses: [...(known?.addresses ?? []), address], ...(port !== undefined ? { port } : known?.port !== undefined ? { port: known.port } : {}) };
  }
  return hosts;
}
