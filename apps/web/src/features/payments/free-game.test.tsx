// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigate, useNavigationType } from 'react-router';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import {
  cardCharge,
  freeGamesLabel,
  heldFreeGame,
  readFreeGameChoice,
  useCheckoutFreeGames,
  useFreeGameChoice,
  withFreeGameChoice,
} from './free-game';

afterEach(cleanup);

describe('cardCharge', () => {
  const checkout = { total: 9900, freeGameDiscount: 6000 };

  it('charges the total without a free game', () => {
    expect(cardCharge(checkout, false)).toEqual({ discount: 0, charged: 9900 });
  });

  it("takes the server's discount off the total with one", () => {
    expect(cardCharge(checkout, true)).toEqual({ discount: 6000, charged: 3900 });
  });

  it('never takes off more than the total, nor less than nothing', () => {
    expect(cardCharge({ total: 5000, freeGameDiscount: 6000 }, true)).toEqual({ discount: 5000, charged: 0 });
    expect(cardCharge({ total: 5000, freeGameDiscount: -100 }, true)).toEqual({ discount: 0, charged: 5000 });
  });
});

describe('the free-game choice in links', () => {
  it('is on only for freeGame=1', () => {
    expect(readFreeGameChoice(new URLSearchParams('freeGame=1'))).toBe(true);
    expect(readFreeGameChoice(new URLSearchParams('freeGame=0'))).toBe(false);
    expect(readFreeGameChoice(new URLSearchParams('freeGame=true'))).toBe(false);
    expect(readFreeGameChoice(new URLSearchParams(''))).toBe(false);
  });

  it('rides along to the next card page only when on', () => {
    expect(withFreeGameChoice('/payments/checkout/7', true)).toBe('/payments/checkout/7?freeGame=1');
    expect(withFreeGameChoice('/payments/checkout/7', false)).toBe('/payments/checkout/7');
  });

  it('counts free games', () => {
    expect(freeGamesLabel(1)).toBe('1 free game');
    expect(freeGamesLabel(2)).toBe('2 free games');
  });
});

describe('useFreeGameChoice', () => {
  function renderAt(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
    );
    return renderHook(
      () => ({
        choice: useFreeGameChoice(),
        location: useLocation(),
        navigation: useNavigationType(),
        navigate: useNavigate(),
      }),
      { wrapper },
    );
  }

  it('reads the choice from the URL', () => {
    expect(renderAt('/payments/checkout/7?freeGame=1').result.current.choice[0]).toBe(true);
    expect(renderAt('/payments/checkout/7').result.current.choice[0]).toBe(false);
  });

  it('ticks and unticks in place (replacing the entry), keeping the other parameters', () => {
    const { result } = renderAt('/payments/checkout/7?from=email');

    act(() => result.current.choice[1](true));
    expect(result.current.choice[0]).toBe(true);
    expect(result.current.location.pathname).toBe('/payments/checkout/7');
    expect(new URLSearchParams(result.current.location.search).get('from')).toBe('email');
    expect(result.current.navigation).toBe('REPLACE');

    act(() => result.current.choice[1](false));
    expect(result.current.choice[0]).toBe(false);
    expect(result.current.location.search).toBe('?from=email');
  });

  it('reads the URL afresh on another page, and keeps the tick on the same one', async () => {
    const { result } = renderAt('/payments/job/7');

    act(() => result.current.choice[1](true));
    expect(result.current.choice[0]).toBe(true);
    await act(() => result.current.navigate('/payments/checkout/8'));
    expect(result.current.choice[0]).toBe(false);
    await act(() => result.current.navigate('/payments/checkout/7?freeGame=1'));
    expect(result.current.choice[0]).toBe(true);
  });
});

describe('heldFreeGame', () => {
  const open = { method: 'card', status: 'pending', freeGameDiscount: 6000 } as const;

  it('is 1 for an open card checkout that took a free game', () => {
    expect(heldFreeGame(open)).toBe(1);
  });

  it('is 0 without one, once settled or failed, for other methods, and without a payment', () => {
    expect(heldFreeGame({ ...open, freeGameDiscount: 0 })).toBe(0);
    expect(heldFreeGame({ ...open, status: 'completed' })).toBe(0);
    expect(heldFreeGame({ ...open, status: 'failed' })).toBe(0);
    expect(heldFreeGame({ ...open, method: 'venmo' })).toBe(0);
    expect(heldFreeGame(undefined)).toBe(0);
  });
});

describe('useCheckoutFreeGames', () => {
  /** The server's count as each recount finds it, and the hook's answer as the props change. */
  function renderCount(counts: number[], initial = 2) {
    const answers = [...counts];
    const recount = vi.fn(() => Promise.resolve(answers.shift()));
    const view = renderHook(
      ({ secret }: { secret: string | undefined; useFreeGame: boolean }) =>
        useCheckoutFreeGames(initial, secret, recount),
      { initialProps: { secret: undefined as string | undefined, useFreeGame: false } },
    );
    return { ...view, recount };
  }

  it('is the opening count until an intent is made, and asks nothing before', () => {
    const { result, recount } = renderCount([]);
    expect(result.current).toBe(2);
    expect(recount).not.toHaveBeenCalled();
  });

  it("takes the server's count, which includes the free game the intent holds, so ticking and unticking keep the number", async () => {
    const { result, rerender, recount } = renderCount([2, 2, 2]);
    rerender({ secret: 'pi_1_secret_a', useFreeGame: false });
    await waitFor(() => expect(recount).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(2);

    // Ticked: no secret while the new intent is made (nothing asked), then the server counts it held.
    rerender({ secret: undefined, useFreeGame: true });
    expect(recount).toHaveBeenCalledTimes(1);
    rerender({ secret: 'pi_2_secret_b', useFreeGame: true });
    await waitFor(() => expect(recount).toHaveBeenCalledTimes(2));
    expect(result.current).toBe(2);

    rerender({ secret: 'pi_3_secret_c', useFreeGame: false });
    await waitFor(() => expect(recount).toHaveBeenCalledTimes(3));
    expect(result.current).toBe(2);
  });

  it('finds a free game an earlier visit left held once the unticked intent returns it', async () => {
    // Opened with 0 (this job's old checkout held the only one); the new intent gave it back.
    const { result, rerender } = renderCount([1], 0);
    expect(result.current).toBe(0);
    rerender({ secret: 'pi_1_secret_a', useFreeGame: false });
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('keeps the last count when a recount fails', async () => {
    const { result, rerender, recount } = renderCount([undefined as unknown as number]);
    rerender({ secret: 'pi_1_secret_a', useFreeGame: true });
    await waitFor(() => expect(recount).toHaveBeenCalledTimes(1));
    expect(result.current).toBe(2);
  });
});
