/**
 * The browser's files for a module the app imports lazily, by its source path from the web app's
 * folder (`vite-client-chunks.ts`): filled in the framework's server build, empty elsewhere.
 */
declare module 'virtual:client-chunks' {
  export function clientChunks(source: string): string[];
}
