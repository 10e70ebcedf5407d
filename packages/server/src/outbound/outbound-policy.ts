import { BlockList, isIP } from 'node:net';
import { isPublicAddress } from './outbound-fetch';

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
