import { describe, expect, it } from '@jest/globals';
import { clientKey, parseAddressList } from '@hearth/nest-common';
import { isTrusted, parseTrustedProxies } from '../src/client-address.js';
import { sanitizeError, UNAVAILABLE_MESSAGE } from '../src/edge-errors.js';

describe('trusted proxies (TRUSTED_PROXIES)', () => {
  it('trusts nothing by default and exactly the listed CIDRs otherwise, IPv4-mapped IPv6 included', () => {
    const none = parseTrustedProxies('');
    expect(isTrusted(none, '127.0.0.1')).toBe(false);
    const some = parseTrustedProxies(' 172.28.0.80, 10.0.0.0/8 ,::1/128');
    expect(isTrusted(some, '172.28.0.80')).toBe(true);
    expect(isTrusted(some, '::ffff:172.28.0.80')).toBe(true);
    expect(isTrusted(some, '172.28.0.81')).toBe(false);
    expect(isTrusted(some, '10.200.3.4')).toBe(true);
    expect(isTrusted(some, '::1')).toBe(true);
    expect(isTrusted(some, 'not-an-ip')).toBe(false);
  });

  it('refuses an entry that is not an address or CIDR', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES/);
    expect(() => parseTrustedProxies('nginx')).toThrow(/"nginx"/);
    // The subgraphs' TRUSTED_GATEWAYS is read by the same parser.
    expect(() => parseAddressList('127.0.0.1/8/8', 'TRUSTED_GATEWAYS')).toThrow(
      /TRUSTED_GATEWAYS: "127.0.0.1\/8\/8"/,
    );
    expect(() => parseAddressList('10.0.0.0/x', 'TRUSTED_GATEWAYS')).toThrow(/TRUSTED_GATEWAYS/);
  });
});

describe('subgraph client key (nest-common clientKey, TRUSTED_GATEWAYS default loopback)', () => {
  const claim = { 'x-client-ip': '198.51.100.7' };
  it('believes x-client-ip from the gateway (loopback) only; anyone else counts as its socket address', () => {
    expect(clientKey({ headers: claim, socket: { remoteAddress: '::ffff:127.0.0.1' } })).toBe(
      '198.51.100.7',
    );
    expect(clientKey({ headers: claim, socket: { remoteAddress: '203.0.113.9' } })).toBe(
      '203.0.113.9',
    );
    expect(clientKey({ headers: {}, socket: { remoteAddress: '127.0.0.1' } })).toBe('127.0.0.1');
  });
});

describe('errors outside development', () => {
  it('lose internal addresses, upstream details and stacks; keep code, path and field errors', () => {
    expect(
      sanitizeError(
        {
          message: 'request to http://10.1.2.3:4001/graphql failed, reason: connect ECONNREFUSED',
          path: ['me'],
          extensions: {
            code: 'SUBREQUEST_HTTP_ERROR',
            serviceName: 'users',
            request: { body: '{}' },
            stacktrace: ['Error: …', '    at x'],
          },
        },
        false,
      ),
    ).toEqual({
      message: UNAVAILABLE_MESSAGE,
      path: ['me'],
      extensions: { code: 'SUBREQUEST_HTTP_ERROR' },
    });
    const forbidden = { message: 'Forbidden', extensions: { code: 'FORBIDDEN' } };
    expect(sanitizeError(forbidden, false)).toEqual(forbidden);
    const leaky = { message: 'connect ECONNREFUSED 127.0.0.1:4001' };
    expect(sanitizeError(leaky, true)).toBe(leaky);
    expect(sanitizeError(leaky, false)).toEqual({
      message: UNAVAILABLE_MESSAGE,
      extensions: { code: 'SUBGRAPH_UNAVAILABLE' },
    });
  });
});
