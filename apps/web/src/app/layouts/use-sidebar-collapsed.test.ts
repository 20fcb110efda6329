// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useSidebarCollapsed } from './use-sidebar-collapsed';

const screenWidth = (narrow: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: narrow, media: query }) as MediaQueryList);

afterEach(() => vi.unstubAllGlobals());

describe('useSidebarCollapsed', () => {
  it('starts collapsed on a tablet-sized screen and wide on a desktop one', () => {
    screenWidth(true);
    expect(renderHook(() => useSidebarCollapsed()).result.current.collapsed).toBe(true);
    screenWidth(false);
    expect(renderHook(() => useSidebarCollapsed()).result.current.collapsed).toBe(false);
  });

  it('toggles from what it shows, each time', () => {
    screenWidth(true);
    const { result } = renderHook(() => useSidebarCollapsed());
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(true);
  });
});
