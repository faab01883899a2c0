import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * Parses a setting that lists peers by address (`TRUSTED_PROXIES`, `TRUSTED_GATEWAYS`): CIDRs or
 * single addresses, comma-separated, spaces ignored (`10.0.0.0/8, 172.28.0.80, ::1/128`). An
 * empty setting lists no one. The one parser of such settings: the gateway's trusted proxies and
 * the subgraphs' trusted gateways read the same syntax the same way.
 * Throws, naming `setting`, on an entry that is not an IPv4/IPv6 address or CIDR, so a typo can
 * neither trust nothing nor everything silently.
 */
export function parseAddressList(spec: string | undefined, setting: string): BlockList {
  const list = new BlockList();
  for (const entry of (spec ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue;
    const [address = '', bits, ...extra] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const max = family === 'ipv4' ? 32 : 128;
    const prefix = bits === undefined ? max : /^\d+$/.test(bits) ? Number(bits) : NaN;
    if (!family || extra.length || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(`${setting}: "${entry}" is not an IP address or CIDR`);
    list.addSubnet(address, prefix, family);
  }
  return list;
}

/**
 * Whether `address` (as Node reports a peer: IPv4, IPv6 or IPv4-mapped IPv6 `::ffff:a.b.c.d`)
 * is in `list`; false for anything that is not an IP address.
 */
export function isListedAddress(list: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  if (isIPv4(address)) return list.check(address, 'ipv4');
  return isIPv6(address) && list.check(address, 'ipv6');
}
