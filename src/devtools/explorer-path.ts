/** The state explorer's route (mock mode only). */
export const EXPLORER_PATH = '/__explorer'
