import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { clientChunks } from './vite-client-chunks.ts';

/**
 * The app in React Router's framework mode (decision 0054), built by `react-router build -c
 * vite.framework.config.ts` into `build/client` (assets) and `build/server` (the request handler
 * the API's web-pages plugin runs). While the migration is under way it is built beside `dist`.
 */
export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), clientChunks({ fromManifest: true })],
  // Loaders seed each page's queries; no page comes with embedded answers (src/embedded-answers.d.ts).
  define: { __EMBEDDED_ANSWERS__: 'false', __PAGE_SCRIPT__: 'false' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
});
