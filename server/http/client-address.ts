import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { isIP } from 'node:net'

/**
 * The address a request came from, as a rate-limit key: the socket's peer, or, behind
 * `trustedProxies` reverse proxies (TRUST_PROXY), the entry of X-Forwarded-For that the nearest
 * of them wrote. Entries further left were written by the client or by proxies we do not run,
 * so they are never believed. An IPv6 client is keyed by its /64 (one home or office network
 * holds a whole /64). Null when there is no socket (in-process `app.request`) and nothing to trust.
 */
export function clientAddress(c: Context, trustedProxies: number): string | null {
  const peer = socketAddress(c)
  if (trustedProxies > 0) {
    const hops = (c.req.header('X-Forwarded-For') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean)
    // the peer is the nearest proxy; each trusted proxy appended the address it was reached from
    const forwarded = hops.length > 0 ? hops[Math.max(0, hops.length - trustedProxies)] : undefined
    const address = forwarded === undefined ? null : normaliseAddress(forwarded)
    if (address) return address
  }
  return peer === null ? null : normaliseAddress(peer)
}

function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null
  } catch {
    // no Node socket behind this request (app.request in a test)
    return null
  }
}

/** 1.2.3.4 as is; ::ffff:1.2.3.4 as 1.2.3.4; other IPv6 addresses as their /64; null if not an address. */
export function normaliseAddress(text: string): string | null {
  const address = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '')
  const version = isIP(address)
  if (version === 4) return address
  if (version !== 6) return null
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`
}

/** The eight groups of a valid IPv6 address, without leading zeros. */
function expandIpv6(address: string): string[] {
  const groupsOf = (part: string) => {
    if (part === '') return []
    const groups = part.split(':')
    const last = groups.at(-1) ?? ''
    if (last.includes('.')) {
      // an IPv4 tail (e.g. 64:ff9b::192.0.2.1) is two groups
      const [a = 0, b = 0, c = 0, d = 0] = last.split('.').map(Number)
      groups.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16))
    }
    return groups
  }
  const [head = '', tail] = address.split('::')
  const left = groupsOf(head)
  const right = tail === undefined ? [] : groupsOf(tail)
  const zeros = Array.from({ length: 8 - left.length - right.length }, () => '0')
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16).toString(16))
}
