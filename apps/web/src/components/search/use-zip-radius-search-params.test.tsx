// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { act, cleanup, renderHook } from '@testing-library/react';
import { parseRadius, useZipRadiusSearchParams } from './use-zip-radius-search-params';

afterEach(cleanup);

const TYPES = ['scorekeeper', 'streaming'] as const;

/** The hook at `url`, with the location it leads to and how it got there (PUSH or REPLACE). */
function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({
      state: useZipRadiusSearchParams('type', TYPES),
      location: useLocation(),
      navigation: useNavigationType(),
    }),
    { wrapper },
  );
}

describe('parseRadius', () => {
  it('keeps a radius from the list and falls back to the default for anything else', () => {
    expect(parseRadius('50')).toBe(50);
    expect(parseRadius('30')).toBe(25);
    expect(parseRadius('abc')).toBe(25);
    expect(parseRadius(null)).toBe(25);
  });
});

describe('useZipRadiusSearchParams', () => {
  it('reads a search from the URL', () => {
    const { result } = renderAt('/jobs?zip=33602&radius=50&type=streaming');

    expect(result.current.state).toMatchObject({
      searched: true,
      zip: '33602',
      radius: 50,
      filter: 'streaming',
    });
  });

  it('has not searched without a zip, and has searched with an empty one (everywhere)', () => {
    expect(renderAt('/jobs?radius=50').result.current.state).toMatchObject({ searched: false, zip: '' });
    expect(renderAt('/jobs?zip=').result.current.state).toMatchObject({ searched: true, zip: '' });
  });

  it('reads a hand-edited radius or filter outside the lists as the default and no filter', () => {
    const { result } = renderAt('/jobs?zip=33602&radius=7&type=juggling');

    expect(result.current.state).toMatchObject({ radius: 25, filter: null });
  });

  it('starts a search as a new history entry, trimmed, keeping the filter and dropping the page', () => {
    const { result } = renderAt('/jobs?zip=10001&radius=10&type=streaming&page=3');

    act(() => result.current.state.search(' 33602 ', 50));

    expect(result.current.navigation).toBe('PUSH');
    expect(result.current.location.search).toBe('?zip=33602&radius=50&type=streaming');
    expect(result.current.state).toMatchObject({ zip: '33602', radius: 50, filter: 'streaming' });
  });

  it('drops a filter outside the list when searching', () => {
    const { result } = renderAt('/jobs?type=juggling');

    act(() => result.current.state.search('33602', 25));

    expect(result.current.location.search).toBe('?zip=33602&radius=25');
  });

  it('sets a filter in place of the current entry and goes back to the first page', () => {
    const { result } = renderAt('/helpers?zip=33602&radius=25&page=2');

    act(() => result.current.state.setFilter('scorekeeper'));

    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.location.search).toBe('?zip=33602&radius=25&type=scorekeeper');
    expect(result.current.state.filter).toBe('scorekeeper');
  });

  it('removes the filter with null', () => {
    const { result } = renderAt('/helpers?zip=33602&type=streaming');

    act(() => result.current.state.setFilter(null));

    expect(result.current.location.search).toBe('?zip=33602');
    expect(result.current.state.filter).toBeNull();
  });

  it('clears the search, the filter and the searched flag', () => {
    const { result } = renderAt('/jobs?zip=33602&radius=50&type=streaming');

    act(() => result.current.state.clear());

    expect(result.current.location.search).toBe('');
    expect(result.current.state).toMatchObject({ searched: false, zip: '', radius: 25, filter: null });
  });
});
