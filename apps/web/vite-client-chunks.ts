import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:client-chunks';
const RESOLVED = `\0${ID}`;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}

/**
 * `virtual:client-chunks` for the framework build (decision 0054): `clientChunks(source)` gives the
 * browser's files for a module the app imports lazily (its chunk and the chunks it imports), so that
 * the server can name them in the document when it renders that module for this viewer. The server
 * build reads the client build's Vite manifest, which the framework writes first (`fromManifest`);
 * the browser's build, library mode and the dev server get an empty table (the browser fetches what
 * it imports itself).
 */
export function clientChunks({ fromManifest = false } = {}): Plugin {
  return {
    name: 'sideline-client-chunks',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined;
      const { build, base, command } = this.environment.config;
      const table: Record<string, string[]> = {};
      if (fromManifest && command === 'build' && this.environment.name !== 'client') {
        const manifestPath = path.resolve(build.outDir, '../client/.vite/manifest.json');
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
        for (const [source, chunk] of Object.entries(manifest)) {
          if (!chunk.isDynamicEntry) continue;
          const files = new Set<string>();
          const visit = (key: string) => {
            const entry = manifest[key];
            if (!entry || files.has(entry.file)) return;
            files.add(entry.file);
            entry.imports?.forEach(visit);
          };
          visit(source);
          table[source] = [...files].map((file) => `${base}${file}`);
        }
      }
      return [
        `const table = ${JSON.stringify(table)};`,
        'export function clientChunks(source) { return table[source] ?? []; }',
      ].join('\n');
    },
  };
}
