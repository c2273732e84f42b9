// @vitest-environment node
import { HttpHandler } from 'msw'
import { afterEach, describe, expect, test } from 'vitest'
import { endpoints, type EndpointName } from '../../contracts/endpoints'
import { server } from '../../mocks/node'
import { clearScenarios, setScenario } from '../../mocks/scenarios'
import { apiClient } from '../../src/services/api-client'
import { DecodeError, HttpError, NetworkError } from '../../src/services/api-error'
import { rejectionOf, signInAs, validInputs } from '../support/api-calls'
import { serveMockBackend } from './support/mock-api'

/*
 * The fake backend's own machinery, row by row of the endpoint table: one MSW handler each, and
 * the forced scenarios the devtools and the component tests use, as the app's client sees them.
 * What every backend answers is the shared suite's (tests/api/every-endpoint.test.ts).
 */
serveMockBackend()
afterEach(() => clearScenarios())

const names = Object.keys(endpoints) as EndpointName[]

const call = <N extends EndpointName>(name: N) => apiClient.call(name, validInputs[name]())

describe('every row of the endpoint table', () => {
  test('has exactly one handler with its method and path', () => {
    const handlerKeys = server.listHandlers().flatMap((h) => (h instanceof HttpHandler ? [h.info.header] : []))
    const counts = names.map((name) => {
      const { method, path } = endpoints[name]
      return [name, handlerKeys.filter((k) => k === `${method} */api${path}`).length]
    })
    expect(counts).toEqual(names.map((name) => [name, 1]))
  })

  test.each(names)('%s: a server error becomes an HttpError carrying the server msg', async (name) => {
    await signInAs()
    setScenario(name, 'server-error', { msg: `${name} is down` })
    const error = await rejectionOf(call(name))
    expect(error).toBeInstanceOf(HttpError)
    expect(error).toMatchObject({ status: 500, serverMessage: `${name} is down` })
  })

  test.each(names)('%s: a malformed answer becomes a DecodeError', async (name) => {
    await signInAs()
    setScenario(name, 'malformed')
    expect(await rejectionOf(call(name))).toBeInstanceOf(DecodeError)
  })

  test.each(names)('%s: a network failure becomes a NetworkError', async (name) => {
    setScenario(name, 'network')
    expect(await rejectionOf(call(name))).toBeInstanceOf(NetworkError)
  })

  test.each(names)('%s: the unauthorized scenario answers 401', async (name) => {
    await signInAs()
    setScenario(name, 'unauthorized')
    expect(await rejectionOf(call(name))).toMatchObject({ _tag: 'HttpError', status: 401, serverMessage: 'Unauthorized' })
  })
})
