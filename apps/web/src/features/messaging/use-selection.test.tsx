// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router';
import { act, cleanup, renderHook } from '@testing-library/react';
import { selectionKey, useSelection } from './use-selection';

afterEach(cleanup);

function renderAt(url: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(
    () => ({ selection: useSelection(), location: useLocation(), navigation: useNavigationType() }),
    { wrapper },
  );
}

describe('useSelection', () => {
  it('reads the open conversation from the URL', () => {
    expect(renderAt('/messages?userId=2&jobId=40').result.current.selection[0]).toEqual({
      userId: 2,
      jobId: 40,
    });
  });

  it('reads a conversation without a job when jobId is absent or not an id', () => {
    expect(renderAt('/messages?userId=2').result.current.selection[0]).toEqual({ userId: 2, jobId: null });
    expect(renderAt('/messages?userId=2&jobId=none').result.current.selection[0]).toEqual({
      userId: 2,
      jobId: null,
    });
  });

  it.each(['', '?userId=0', '?userId=-2', '?userId=abc', '?userId=2.5', '?jobId=40'])(
    'selects nothing for %s',
    (search) => {
      expect(renderAt(`/messages${search}`).result.current.selection[0]).toBeNull();
    },
  );

  it('keeps the same selection object while the URL names the same conversation', () => {
    const { result, rerender } = renderAt('/messages?userId=2&jobId=40');
    const first = result.current.selection[0];

    rerender();

    expect(result.current.selection[0]).toBe(first);
  });

  it('selects in place of the current entry, keeping the other parameters', () => {
    const { result } = renderAt('/messages?tab=unread&userId=2&jobId=40');

    act(() => result.current.selection[1]({ userId: 3, jobId: null }));

    expect(result.current.navigation).toBe('REPLACE');
    expect(result.current.location.search).toBe('?tab=unread&userId=3');
    expect(result.current.selection[0]).toEqual({ userId: 3, jobId: null });
  });

  it('closes the conversation with null', () => {
    const { result } = renderAt('/messages?userId=2&jobId=40');

    act(() => result.current.selection[1](null));

    expect(result.current.location.search).toBe('');
    expect(result.current.selection[0]).toBeNull();
  });
});

describe('selectionKey', () => {
  it('tells conversations with the same person apart by job', () => {
    expect(selectionKey({ userId: 2, jobId: 40 })).toBe('2:40');
    expect(selectionKey({ userId: 2, jobId: null })).toBe('2:none');
  });
});
