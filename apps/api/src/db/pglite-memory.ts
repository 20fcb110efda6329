import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's buffer cache inside PGlite's WebAssembly memory, which never shrinks: every page read
 * stays resident up to this size. initdb writes 128 MB into postgresql.conf; 16 MB keeps a small
 * marketplace's hot pages, and the rest is read through the operating system's file cache, which the
 * kernel can reclaim (decision 0039, "Memory").
 */
export const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite's own start parameters (single-user mode, no parallel workers...) plus the cache size. */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];
