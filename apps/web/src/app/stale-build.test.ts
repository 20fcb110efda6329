import { describe, expect, it, vi } from 'vitest';
import { RELOAD_WINDOW_MS, reloadOnce } from './stale-build';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('reloadOnce', () => {
  it('reloads the first time, then not again within the window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnce({ storage, now: 1_000, reload })).toBe(true);
    expect(reloadOnce({ storage, now: 1_000 + RELOAD_WINDOW_MS - 1, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once the window has passed (a later deploy)', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    reloadOnce({ storage, now: 1_000, reload });
    expect(reloadOnce({ storage, now: 1_000 + RELOAD_WINDOW_MS, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads without storage to keep the guard in', () => {
    const reload = vi.fn();
    expect(reloadOnce({ storage: null, now: 1_000, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
