// The environment for a build or preview child. Vite's loadEnv lets process.env VITE_* values
// override the .env files, so whatever the caller's shell exported is dropped: each build gets
// exactly the variables its mode defines (.env.mock for mock mode, BUILDS.live.env for live).
export function childEnv(extra) {
  const env = {}
  for (const [key, value] of Object.entries(process.env)) if (!key.startsWith('VITE_')) env[key] = value
  return { ...env, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...extra }
}
