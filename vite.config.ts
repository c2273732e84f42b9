/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react'
import { defineConfig, loadEnv } from 'vite'
import { securityHeaders } from './scripts/security-headers'

/*
 * Two builds from one source:
 * - `--mode mock` (npm start, npm run dev, the e2e suite): MSW answers every call in the browser.
 * - the default production mode: talks to VITE_API_BASE_URL and carries no mock code, because
 *   every path into mocks/ sits behind `import.meta.env.VITE_MOCK === 'true'`, which Vite
 *   replaces with a literal so the bundler drops the branch.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const headers = securityHeaders(env)
  return {
    plugins: [react()],
    build: { target: 'es2022', sourcemap: false, reportCompressedSize: false },
    server: { host: '127.0.0.1' },
    preview: { host: '127.0.0.1', headers },
    test: {
      environment: 'jsdom',
      include: ['tests/{unit,component,contract,model}/**/*.test.{ts,tsx}'],
      setupFiles: ['./tests/setup/vitest-setup.ts'],
      maxWorkers: 2,
      testTimeout: 20_000,
      env: { VITE_API_BASE_URL: 'http://localhost/api' },
    },
  }
})
