import type { Context } from 'koa';

/**
 * The address of the browser that sent the request. Services sit behind the gateway (app.proxy is on), which
 * APPENDS the peer address to X-Forwarded-For: the last entry is the one the gateway vouches for, anything before
 * it came from the client and may be forged. Without the header (a direct call) it is the socket's peer.
 */
export function clientAddress(ctx: Context): string {
  const forwarded = ctx.request.ips;
  const address = forwarded.length > 0 ? forwarded[forwarded.length - 1] : ctx.request.socket.remoteAddress;
  return normaliseAddress(address ?? 'unknown');
}

/** IPv4-mapped IPv6 (::ffff:1.2.3.4) is the IPv4 address; case does not matter in IPv6. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
}
