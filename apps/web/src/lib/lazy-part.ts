import { lazy, type ComponentType } from 'react';
import { preloadModule } from 'react-dom';
import { clientChunks } from 'virtual:client-chunks';

type Loaded<P> = { default: ComponentType<P> };

/**
 * A part of a page that only some viewers see, in a chunk of its own (decision 0054). `load()`
 * fetches it (once); `component(pick)` is a `React.lazy` over one of its exports that renders at once
 * when the module is already in, so a server loader that awaited `load()` renders it in the first
 * pass with no fallback. `preload()`, called while the server renders the part, names its files in
 * the document, so the browser fetches them with the page's own; until they are in, hydration
 * leaves the server's HTML of the part in place (its Suspense boundary) rather than showing a
 * fallback. `source` is the module's path from the web app's folder (`vite-client-chunks.ts`).
 */
export function lazyPart<M>(source: string, importer: () => Promise<M>) {
  let loaded: M | undefined;
  let pending: Promise<M> | undefined;
  const load = (): Promise<M> =>
    (pending ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  return {
    load,
    preload(): void {
      for (const href of clientChunks(source)) preloadModule(href, { as: 'script' });
    },
    component<P extends object>(pick: (module: M) => ComponentType<P>) {
      return lazy<ComponentType<P>>(() =>
        loaded === undefined
          ? load().then((module) => ({ default: pick(module) }))
          : (fulfilled({ default: pick(loaded) }) as Promise<Loaded<P>>),
      );
    },
  };
}

/** A thenable already fulfilled: `React.lazy` reads its value in the same render instead of suspending. */
function fulfilled<T>(value: T): PromiseLike<T> {
  return {
    then: <A = T, B = never>(onFulfilled?: ((v: T) => A | PromiseLike<A>) | null) =>
      fulfilled(onFulfilled ? onFulfilled(value) : value) as PromiseLike<A | B>,
  };
}
