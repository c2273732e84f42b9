import { useSyncExternalStore } from 'react'
import { mockCalls } from '../../../mocks/browser'
import type { MockCall } from '../../../mocks/call-log'
import { createInspectorStore, type LiveActorView } from './inspector-store'

/** The page's one collector of the app's actors (registered with the machine registry at mount). */
export const liveInspector = createInspectorStore()

export function useLiveActors(): readonly LiveActorView[] {
  return useSyncExternalStore(liveInspector.subscribe, liveInspector.actors)
}

export function useMockCalls(): readonly MockCall[] {
  return useSyncExternalStore(mockCalls.subscribe, mockCalls.entries)
}

export function clearMockCalls(): void {
  mockCalls.clear()
}
