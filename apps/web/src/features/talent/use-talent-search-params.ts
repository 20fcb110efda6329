import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  HELPER_SKILLS,
  isCalendarDate,
  PASSPORT_FILTERS,
  TIME_RE,
  type PassportFilter,
} from '@sideline/shared';
import {
  parseOneOf,
  parseRadius,
  useZipRadiusSearchParams,
} from '@/components/search/use-zip-radius-search-params';
import type { HelperSearchParams } from './use-helpers';

export type AvailableFor = { on: string; from: string; to: string };

/** ?on=2026-12-12&from=10:00&to=12:00, when all three are well formed; anything else is no filter. */
function availableOf(params: URLSearchParams): AvailableFor | null {
  const on = params.get('on') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  return isCalendarDate(on) && TIME_RE.test(from) && TIME_RE.test(to) ? { on, from, to } : null;
}

/**
 * The search a Find Talent URL asks for, or null before one is made (no `zip`): the page's query,
 * and its loader's read on the server.
 */
export function talentSearchOf(params: URLSearchParams): HelperSearchParams | null {
  if (!params.has('zip')) return null;
  return {
    zipCode: params.get('zip') ?? '',
    radius: parseRadius(params.get('radius')),
    skill: parseOneOf(HELPER_SKILLS, params.get('skill')),
    passport: parseOneOf(PASSPORT_FILTERS, params.get('passport')),
    available: availableOf(params),
  };
}

/**
 * Find Talent's URL state (?zip=33602&radius=25&skill=streaming, and ?on=&from=&to= for helpers
 * available then); the chips filter by skill.
 */
export function useTalentSearchParams() {
  const { searched, zip, radius, filter, search, setFilter, clear } = useZipRadiusSearchParams(
    'skill',
    HELPER_SKILLS,
  );
  const [params, setParams] = useSearchParams();
  // The safety passport filter (decision 0050) rides in the URL beside the others (?passport=...).
  const passport = parseOneOf(PASSPORT_FILTERS, params.get('passport'));
  const setPassport = (next: PassportFilter | null) =>
    setParams(
      (prev) => {
        const copy = new URLSearchParams(prev);
        if (next) copy.set('passport', next);
        else copy.delete('passport');
        return copy;
      },
      { replace: true },
    );
  const available = availableOf(params);
  const setAvailable = useCallback(
    (value: AvailableFor | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const key of ['on', 'from', 'to']) next.delete(key);
        if (value) for (const [key, v] of Object.entries(value)) next.set(key, v);
        return next;
      }),
    [setParams],
  );
  // Unlike Find Work, the skill filter is the server's: a chip change is a new query.
  const query = talentSearchOf(params);
  return {
    searched,
    zip,
    radius,
    skill: filter,
    available,
    query,
    search,
    setSkill: setFilter,
    setAvailable,
    clear,
    passport,
    setPassport,
  };
}
