// How the server process is started: `npm start` (both modes) and bench:api read this file; the
// image's Dockerfile spells the same out in its ENV and CMD (apps/api/test/server-node-flags.test.ts
// holds it to this file). Why each one, and what it costs: decision 0039, "Memory"; the figures are
// in bench/README.md.
export const SERVER_NODE_FLAGS = [
  // Without it V8 grows the young generation while the modules load and keeps it reserved, resident
  // for nothing. Smaller than 4 costs throughput.
  '--max-semi-space-size=4',
  // The embedded database's WebAssembly stays on V8's baseline compiler: optimizing its largest
  // functions takes far more memory than the server holds, for seconds, at start and whenever a new
  // query shape warms up. Its queries cost more CPU in return.
  '--liftoff-only',
  // V8 otherwise lets the old generation grow several times past what is live before collecting it
  // under load; the server's live heap is a fraction of this, and a cap is what holds the process to a
  // small host's memory. The embedded database's WebAssembly memory is outside it.
  '--max-old-space-size=128',
];

// glibc's malloc, told to hand big blocks straight back: by default, once a large block is freed
// (PGlite's first-start data directory image, its initdb instance), it raises its threshold and keeps
// later ones in its own heap, resident after a first start.
export const SERVER_ENV = {
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};
