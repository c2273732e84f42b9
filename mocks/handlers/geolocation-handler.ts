import { http, type HttpHandler } from 'msw'
import { scenarioFor } from '../scenarios'
import { jsonAnswer } from './handler-parts'
import { scenarioResponse } from './scenario-response'

/** Where the fake IP-geolocation service places every visitor. */
export const MOCK_LOCATION = { postal: '395003', city: 'Surat', country_name: 'India' } as const

/** The stand-in for the public IP-geolocation service (VITE_GEO_URL=/geo/json in mock mode). */
export function geolocationHandler(): HttpHandler {
  return http.get('*/geo/json', async () => {
    const scenario = scenarioFor('geolocation')
    const forced = await scenarioResponse(scenario)
    if (forced) return forced
    if (scenario.mode === 'empty') return jsonAnswer({})
    return jsonAnswer(MOCK_LOCATION)
  })
}
