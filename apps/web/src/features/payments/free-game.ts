import { useCallback, useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { CardCheckout, Payment } from '@sideline/shared';

/**
 * The team's "Use a free game" choice rides in the URL (`?freeGame=1`) from the card tab through
 * /payments/job to /payments/checkout, so a reload or the way back keeps it. Only checkout acts on
 * it: the server takes the credit when the payment intent is made.
 */
export const FREE_GAME_PARAM = 'freeGame';

export const readFreeGameChoice = (params: URLSearchParams): boolean => params.get(FREE_GAME_PARAM) === '1';

/** `path` with the choice in its query, for the links onward to the next card page. */
export const withFreeGameChoice = (path: string, useFreeGame: boolean): string =>
  useFreeGame ? `${path}?${FREE_GAME_PARAM}=1` : path;

/**
 * The choice, read from the URL when the page opens, and a setter. The box follows a tick at once
 * (a router navigation would settle a moment later); the URL is updated alongside, replacing the
 * history entry (a tick is not a page), so a reload keeps the choice. Another page (a new path)
 * reads the URL afresh.
 */
export function useFreeGameChoice(): [boolean, (next: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const [state, setState] = useState(() => ({ pathname, value: readFreeGameChoice(params) }));
  let value = state.value;
  if (state.pathname !== pathname) {
    value = readFreeGameChoice(params);
    setState({ pathname, value });
  }
  const set = useCallback(
    (next: boolean) => {
      setState((prev) => ({ ...prev, value: next }));
      setParams(
        (prev) => {
          const updated = new URLSearchParams(prev);
          if (next) updated.set(FREE_GAME_PARAM, '1');
          else updated.delete(FREE_GAME_PARAM);
          return updated;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return [value, set];
}

/**
 * What a card checkout charges, in cents: the total (pay + fee), less the free game's discount when
 * the team uses one. The server decides the discount; this never takes off more than the total.
 */
export function cardCharge(
  checkout: Pick<CardCheckout, 'total' | 'freeGameDiscount'>,
  useFreeGame: boolean,
): { discount: number; charged: number } {
  const discount = useFreeGame ? Math.max(0, Math.min(checkout.freeGameDiscount, checkout.total)) : 0;
  return { discount, charged: checkout.total - discount };
}

/**
 * The free game a job's open card checkout holds: the server takes the credit when the checkout's
 * intent is made, and gives it back if that checkout fails or gives way. 1 or 0.
 */
export const heldFreeGame = (
  payment: Pick<Payment, 'method' | 'status' | 'freeGameDiscount'> | undefined,
): number =>
  payment?.method === 'card' && payment.status === 'pending' && payment.freeGameDiscount > 0 ? 1 : 0;

/**
 * Checkout's count of the free games the team can use on this job, as the server counts it (one
 * this job's open checkout holds included), asked again by `recount` once each intent is made: an
 * intent may take or return one. Until the first intent it is `initial`, the count the page opened with.
 */
export function useCheckoutFreeGames(
  initial: number | undefined,
  clientSecret: string | undefined,
  recount: () => Promise<number | undefined>,
): number | undefined {
  const [counted, setCounted] = useState<number | undefined>(undefined);
  useEffect(() => {
    // A new choice clears the secret until its intent is made: nothing to count until then.
    if (!clientSecret) return;
    let live = true;
    void recount().then((count) => {
      if (live && count !== undefined) setCounted(count);
    });
    return () => {
      live = false;
    };
  }, [clientSecret, recount]);
  return counted ?? initial;
}

/** "1 free game", "2 free games". */
export const freeGamesLabel = (count: number): string => `${count} free ${count === 1 ? 'game' : 'games'}`;
