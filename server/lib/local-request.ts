import type { FastifyRequest } from 'fastify'

const isLoopbackAddress = (address: string) =>
  address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address)

/** Names a browser uses for this machine; any other Host could be a DNS-rebinding page. */
const isLoopbackHost = (host: string) =>
  /^(localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\])(:\d+)?$/i.test(host)

/** A proxy in front of us forwards other people's requests from a loopback socket. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-real-ip']

/**
 * Whether a request comes from a person at this machine: a loopback socket (never the address a proxy
 * claims), no forwarding headers, and a loopback Host name. Development conveniences answer only these.
 */
export function isFromThisMachine(request: FastifyRequest) {
  const peer = request.raw.socket?.remoteAddress ?? ''
  if (!isLoopbackAddress(peer)) return false
  if (FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined)) return false
  return isLoopbackHost(request.headers.host ?? '')
}
