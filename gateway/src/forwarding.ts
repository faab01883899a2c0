import { CLIENT_IP_HEADER } from '@hearth/nest-common';

/**
 * Headers passed from the browser request to every subgraph call. `x-client-ip` is never the
 * browser's own: the edge overwrites it with the address it resolved (see `client-address.ts`).
 */
export const FORWARDED_HEADERS = [
  'authorization',
  'traceparent',
  'tracestate',
  'x-request-id',
  CLIENT_IP_HEADER,
] as const;

/**
 * Headers passed only to the users subgraph, which owns the session: the browser's cookies (the
 * HttpOnly refresh-token cookie) and its `Origin` (web pages never get the refresh token in the
 * response body). Other subgraphs never see the refresh token.
 */
export const USERS_FORWARDED_HEADERS = ['cookie', 'origin'] as const;

/** Subgraphs whose `Set-Cookie` headers reach the browser (the session cookie is theirs). */
export const COOKIE_SUBGRAPHS: readonly string[] = ['users'];

/** The headers `subgraph` receives: the forwarded names of the client request that it carries. */
export function headersForSubgraph(
  subgraph: string,
  get: (name: string) => string | null | undefined,
): Record<string, string> {
  const names: readonly string[] = COOKIE_SUBGRAPHS.includes(subgraph)
    ? [...FORWARDED_HEADERS, ...USERS_FORWARDED_HEADERS]
    : FORWARDED_HEADERS;
  const headers: Record<string, string> = {};
  for (const name of names) {
    const value = get(name);
    if (value) headers[name] = value;
  }
  return headers;
}

/** The `Set-Cookie` values of a subgraph response (one entry per header line). */
export function setCookiesOf(headers: unknown): string[] {
  const h = headers as { getSetCookie?: () => string[]; get?: (name: string) => string | null };
  if (typeof h?.getSetCookie === 'function') return h.getSetCookie();
  // Fetchers without getSetCookie join the lines with ", ", which Expires dates also contain:
  // split only before a new "name=" (our cookies use Max-Age, not Expires).
  const joined = h?.get?.('set-cookie');
  return joined ? joined.split(/,\s*(?=[^;,=\s]+=)/) : [];
}

/**
 * The supergraph with each `join__graph` URL replaced by `urls[name]` where given (both engines
 * read the subgraph addresses from the SDL, so an override is applied once, here).
 */
export function withSubgraphUrls(
  supergraphSdl: string,
  urls: Record<string, string> | undefined,
): string {
  if (!urls) return supergraphSdl;
  return supergraphSdl.replace(
    /@join__graph\(name: "([^"]+)", url: "([^"]*)"\)/g,
    (whole, name: string) =>
      urls[name] ? `@join__graph(name: "${name}", url: "${urls[name]}")` : whole,
  );
}
