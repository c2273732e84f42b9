import { useSyncExternalStore } from 'react'
import type { MockCall } from '../../../contracts/mock-control'
import { mockControls } from '../mock-controls'
import { createInspectorStore, type LiveActorView } from './inspector-store'

/** The page's one collector of the app's actors (registered with the machine registry at mount). */
export const liveInspector = createInspectorStore()

export function useLiveActors(): readonly LiveActorView[] {
  return useSyncExternalStore(liveInspector.subscribe, liveInspector.actors)
}

export function useMockCalls(): readonly MockCall[] {
  const { mockCalls } = mockControls()
  return useSyncExternalStore(mockCalls.subscribe, mockCalls.entries)
}

export function clearMockCalls(): void {
  mockControls().mockCalls.clear()
}
