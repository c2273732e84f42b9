/** The state explorer's route (mock mode only). */
export const EXPLORER_PATH = '/__explorer'

/** The explorer's query parameter that shows (and explores) one machine alone. */
export const EXPLORER_MACHINE_PARAM = 'machine'

/** The explorer with one machine alone: only its paths are computed, so they are ready sooner. */
export const explorerPathOf = (machineId: string) => `${EXPLORER_PATH}?${EXPLORER_MACHINE_PARAM}=${encodeURIComponent(machineId)}`
