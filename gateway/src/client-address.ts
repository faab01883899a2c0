import { BlockList, isIPv4, isIPv6 } from 'node:net';

/**
 * The proxies whose `X-Forwarded-For` the gateway believes, from `TRUSTED_PROXIES`: a
 * comma-separated list of CIDRs or single addresses (`10.0.0.0/8, 172.28.0.80, ::1/128`).
 * Empty (the default) trusts no one: the client address is the socket's.
 * Throws on an entry that is not an IPv4/IPv6 address or CIDR, so a typo cannot silently trust
 * nothing or everything.
 */
export function parseTrustedProxies(spec: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (spec ?? '').split(',').map((s) => s.trim())) {
    if (!entry) continue;
    const [address = '', bits] = entry.split('/');
    const family = isIPv4(address) ? 'ipv4' : isIPv6(address) ? 'ipv6' : null;
    const prefix = bits === undefined ? (family === 'ipv4' ? 32 : 128) : Number(bits);
    const max = family === 'ipv4' ? 32 : 128;
    if (!family || !Number.isInteger(prefix) || prefix < 0 || prefix > max)
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an IP address or CIDR`);
    list.addSubnet(address, prefix, family);
  }
  return list;
}

/** Whether `address` (as Node reports a peer: IPv4, IPv6 or IPv4-mapped IPv6) is in `list`. */
export function isTrusted(list: BlockList, address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return list.check(mapped, 'ipv4');
  if (isIPv4(address)) return list.check(address, 'ipv4');
  return isIPv6(address) && list.check(address, 'ipv6');
}

/**
 * Express `trust proxy` function: a hop is believed only when its address is a trusted proxy.
 * Express then takes `req.ip` from `X-Forwarded-For`, right to left, up to the first address
 * that is not a trusted proxy: entries a client wrote itself (left of the real ones) are never
 * reached, and without a trusted proxy in front `req.ip` is the socket's address.
 */
export function trustProxyFn(list: BlockList): (address: string) => boolean {
  return (address) => isTrusted(list, address);
}
