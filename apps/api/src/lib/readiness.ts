/**
 * Whether this instance should take traffic, for the load balancer's /api/ready probe:
 * `starting` until the app is fully built (database migrated, job queue started), `ready` while it
 * serves, `draining` from the moment shutdown begins, so the balancer stops sending new requests
 * before the listener closes.
 */
export type ReadinessState = 'starting' | 'ready' | 'draining';

export interface Readiness {
  readonly state: ReadinessState;
  markReady(): void;
  markDraining(): void;
}

export function createReadiness(): Readiness {
  let state: ReadinessState = 'starting';
  return {
    get state() {
      return state;
    },
    markReady() {
      // Once draining, an instance never becomes ready again: it is on its way out.
      if (state === 'starting') state = 'ready';
    },
    markDraining() {
      state = 'draining';
    },
  };
}
