import type { FastifyRequest } from 'fastify';

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/** True for an address of this machine's loopback interface. */
export function isLoopbackAddress(address: string): boolean {
  return LOOPBACK.test(address);
}

/**
 * True when the request comes from this machine itself and was not relayed for someone else: the socket's peer is
 * a loopback address and no proxy header names another client. A reverse proxy on the same machine relays for the
 * whole internet, so a forwarded request never counts as local, whatever TRUST_PROXY says.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  if (!isLoopbackAddress(peer)) return false;
  return request.headers['x-forwarded-for'] === undefined && request.headers.forwarded === undefined && request.headers['x-real-ip'] === undefined;
}
