import type { BlockList } from 'node:net';
import { isListedAddress, parseAddressList } from '@hearth/nest-common';

/**
 * The proxies whose `X-Forwarded-For` the gateway believes, from `TRUSTED_PROXIES`: a
 * comma-separated list of CIDRs or single addresses (`10.0.0.0/8, 172.28.0.80, ::1/128`), read
 * by nest-common's `parseAddressList` (as the subgraphs read `TRUSTED_GATEWAYS`).
 * Empty (the default) trusts no one: the client address is the socket's.
 * Throws on an entry that is not an IPv4/IPv6 address or CIDR, so a typo cannot silently trust
 * nothing or everything.
 */
export function parseTrustedProxies(spec: string | undefined): BlockList {
  return parseAddressList(spec, 'TRUSTED_PROXIES');
}

/** Whether `address` (as Node reports a peer: IPv4, IPv6 or IPv4-mapped IPv6) is in `list`. */
export const isTrusted = isListedAddress;

/** Peer addresses whose verdict `trustProxyFn` remembers; the memory is dropped whole when full. */
const VERDICTS_KEPT = 1_000;

/**
 * Express `trust proxy` function: a hop is believed only when its address is a trusted proxy.
 * Express then takes `req.ip` from `X-Forwarded-For`, right to left, up to the first address
 * that is not a trusted proxy: entries a client wrote itself (left of the real ones) are never
 * reached, and without a trusted proxy in front `req.ip` is the socket's address.
 * Express asks for every `req.ip`, `req.protocol` and `req.hostname` (several times a request):
 * with no trusted proxy the answer is false at once, else each peer's verdict is remembered
 * (the list never changes while the gateway runs).
 */
export function trustProxyFn(list: BlockList): (address: string) => boolean {
  if (list.rules.length === 0) return () => false;
  const verdicts = new Map<string, boolean>();
  return (address) => {
    let trusted = verdicts.get(address);
    if (trusted === undefined) {
      trusted = isTrusted(list, address);
      if (verdicts.size >= VERDICTS_KEPT) verdicts.clear();
      verdicts.set(address, trusted);
    }
    return trusted;
  };
}
