import { Result, Schema } from 'effect'
import { GeolocationResponse } from '../../contracts/geolocation'
import { config } from './config'

const decode = Schema.decodeUnknownResult(GeolocationResponse)

/**
 * The header's location line (SPEC 2): postal code, city and country from a public
 * IP-geolocation service. A third party: it never gets the token, and any failure just hides
 * the line.
 */
export async function lookUpLocation(signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(config.geolocationUrl, { signal, credentials: 'omit', referrerPolicy: 'no-referrer' })
    if (!response.ok) return null
    const decoded = decode(await response.json())
    if (Result.isFailure(decoded)) return null
    const { postal, city, country_name } = decoded.success
    const line = [postal, city, country_name].filter((part): part is string => Boolean(part)).join(', ')
    return line || null
  } catch {
    return null
  }
}
