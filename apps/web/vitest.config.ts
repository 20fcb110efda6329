import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { clientChunks } from './vite-client-chunks';

/**
 * Unit tests of the web app's helpers. Kept apart from vite.config.ts so the app build's plugins
 * (PWA, route shells, compression) never run for a test. Tests run in Node; a file that needs a DOM
 * says so with a `// @vitest-environment jsdom` comment at its top.
 */
export default defineConfig({
  plugins: [clientChunks()],
  define: { __EMBEDDED_ANSWERS__: 'true', __PAGE_SCRIPT__: 'true' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
