// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { JobSearchParams } from '@/lib/job-keys';
import { SKELETONS_AFTER_MS, useSearchShownFirst } from './use-search-shown-first';

const TAMPA: JobSearchParams = { zipCode: '33602', radius: 25 };
const MIAMI: JobSearchParams = { zipCode: '33101', radius: 50 };

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The hook under a URL the test moves by hand, as the router would. */
function setup() {
  const moves: JobSearchParams[] = [];
  const view = renderHook(({ inUrl }) => useSearchShownFirst(inUrl, moveUrl), {
    initialProps: { inUrl: null as JobSearchParams | null },
  });
  function moveUrl(zipCode: string, radius: number) {
    moves.push({ zipCode, radius });
    view.rerender({ inUrl: { zipCode, radius } });
  }
  return { view, moves };
}

const answered = () => {
  let resolve = () => {};
  const answer = new Promise<void>((done) => (resolve = done));
  return { answer, resolve };
};

describe('useSearchShownFirst', () => {
  it('shows a search once its answer is in, and moves the URL after that frame', async () => {
    const { view, moves } = setup();
    const { answer, resolve } = answered();
    act(() => view.result.current.start(TAMPA, answer));
    expect(view.result.current.shown).toBeNull();
    await act(async () => resolve());
    expect(view.result.current.shown).toEqual(TAMPA);
    expect(moves).toEqual([]);
    await act(async () => vi.runAllTimers());
    expect(moves).toEqual([TAMPA]);
    // The URL holds it now, so the URL leads again (Back, Clear).
    expect(view.result.current.shown).toBeNull();
    view.rerender({ inUrl: null });
    expect(view.result.current.shown).toBeNull();
  });

  it('shows a slow search (the skeletons) after a short wait, without waiting for its answer', async () => {
    const { view, moves } = setup();
    const { answer } = answered();
    act(() => view.result.current.start(TAMPA, answer));
    await act(async () => vi.advanceTimersByTime(SKELETONS_AFTER_MS - 1));
    expect(view.result.current.shown).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(view.result.current.shown).toEqual(TAMPA);
    await act(async () => vi.runAllTimers());
    expect(moves).toEqual([TAMPA]);
  });

  it('drops a search replaced by a later one', async () => {
    const { view, moves } = setup();
    const first = answered();
    const second = answered();
    act(() => view.result.current.start(TAMPA, first.answer));
    act(() => view.result.current.start(MIAMI, second.answer));
    await act(async () => first.resolve());
    expect(view.result.current.shown).toBeNull();
    await act(async () => second.resolve());
    await act(async () => vi.runAllTimers());
    expect(moves).toEqual([MIAMI]);
  });

  it('moves no URL once the page has gone', async () => {
    const { view, moves } = setup();
    const { answer, resolve } = answered();
    act(() => view.result.current.start(TAMPA, answer));
    view.unmount();
    await act(async () => resolve());
    await act(async () => vi.runAllTimers());
    expect(moves).toEqual([]);
  });

  it('asks for the frame that moves the URL only once the search is drawn', async () => {
    // What the last render drew when each frame was asked for: asked before the render that draws
    // the search, the frame could pass first and the URL's move land ahead of the results' paint.
    let drawn: JobSearchParams | null = null;
    const shownWhenAsked: (JobSearchParams | null)[] = [];
    const view = renderHook(() => {
      const hook = useSearchShownFirst(null, () => {});
      drawn = hook.shown;
      return hook;
    });
    const frame = window.requestAnimationFrame;
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      shownWhenAsked.push(drawn);
      return frame(callback);
    });
    const { answer, resolve } = answered();
    act(() => view.result.current.start(TAMPA, answer));
    await act(async () => resolve());
    expect(shownWhenAsked).toEqual([TAMPA]);
  });
});
