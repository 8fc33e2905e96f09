import { describe, expect, it } from 'vitest';
import { appendForwardedFor, clientAddress, trustedProxyHops } from './client-address.ts';

describe('client address', () => {
  it('appends the peer to the list received instead of replacing it', () => {
    expect(appendForwardedFor(undefined, '203.0.113.7')).toBe('203.0.113.7');
    expect(appendForwardedFor('198.51.100.1,  10.0.0.2', '::ffff:10.0.0.3')).toBe(
      '198.51.100.1, 10.0.0.2, 10.0.0.3',
    );
    expect(appendForwardedFor('', '2001:db8::1')).toBe('2001:db8::1');
  });

  it('believes only as many entries as there are proxies of ours in front', () => {
    // A visitor forging the header gains nothing: without a proxy in front the peer is the visitor.
    expect(clientAddress('1.2.3.4', '203.0.113.7', 0)).toBe('203.0.113.7');
    // Behind one TLS proxy (10.0.0.2) the visitor is the entry it appended.
    expect(clientAddress('1.2.3.4, 203.0.113.7', '10.0.0.2', 1)).toBe('203.0.113.7');
    expect(clientAddress(undefined, '10.0.0.2', 3)).toBe('10.0.0.2');
  });

  it('reads TRUST_PROXY_HOPS, refusing what is not a count', () => {
    expect(trustedProxyHops(undefined, 0)).toBe(0);
    expect(trustedProxyHops('2', 0)).toBe(2);
    expect(() => trustedProxyHops('-1', 0)).toThrow(/TRUST_PROXY_HOPS/);
    expect(() => trustedProxyHops('one', 0)).toThrow(/TRUST_PROXY_HOPS/);
  });
});
