import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { AVAILABILITY_MESSAGES, CALENDAR_MAX_BYTES } from '@sideline/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { isPublicAddress, NonPublicAddressError, publicOnlyLookup } from '../../lib/public-address.js';

/** The whole fetch (connect, headers, body) must finish within this. */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;

export interface CalendarFetchConfig {
  calendarTestOrigin: string | undefined;
  /** Tests shorten the time limit; production keeps CALENDAR_FETCH_TIMEOUT_MS. */
  calendarFetchTimeoutMs?: number;
}

/** webcal:// is how calendar apps share an https feed. */
export const normalizeCalendarUrl = (url: string): string => url.replace(/^webcal:\/\//i, 'https://');

/**
 * Fetches a helper's calendar under the same rules as push endpoints: https only, the name resolved
 * by publicOnlyLookup (so the connection goes only to a public address checked at that moment, and
 * an IP literal must itself be public), no redirects, at most CALENDAR_MAX_BYTES read while
 * streaming, and one time limit for the whole exchange. A local test server is allowed only by the
 * test setting. Every refusal is a 400 with its own code.
 */
export function fetchCalendar(rawUrl: string, config: CalendarFetchConfig): Promise<string> {
  const url = new URL(normalizeCalendarUrl(rawUrl));
  const local = config.calendarTestOrigin !== undefined && url.origin === config.calendarTestOrigin;
  if (!local) {
    if (url.protocol !== 'https:') throw badRequest(AVAILABILITY_MESSAGES.calendarUrl, 'validation_error');
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (net.isIP(host) !== 0 && !isPublicAddress(host))
      throw badRequest(AVAILABILITY_MESSAGES.calendarNotPublic, 'calendar_not_public');
  }
  const timeoutMs = config.calendarFetchTimeoutMs ?? CALENDAR_FETCH_TIMEOUT_MS;
  const send = local ? http.get : https.get;
  return new Promise<string>((resolve, reject) => {
    const fail = (error: AppError) => {
      clearTimeout(timer);
      req.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () => fail(badRequest(AVAILABILITY_MESSAGES.calendarSlow, 'calendar_timeout')),
      timeoutMs,
    );
    const req = send(
      url,
      { headers: { accept: 'text/calendar' }, ...(local ? {} : { lookup: publicOnlyLookup }) },
      (res) => {
        if ((res.statusCode ?? 0) < 200 || (res.statusCode ?? 0) >= 300) {
          res.resume();
          return fail(badRequest(AVAILABILITY_MESSAGES.calendarUnreachable, 'calendar_unreachable'));
        }
        if (Number(res.headers['content-length'] ?? 0) > CALENDAR_MAX_BYTES)
          return fail(badRequest(AVAILABILITY_MESSAGES.calendarTooLarge, 'calendar_too_large'));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > CALENDAR_MAX_BYTES)
            return fail(badRequest(AVAILABILITY_MESSAGES.calendarTooLarge, 'calendar_too_large'));
          chunks.push(chunk);
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString('utf8'));
        });
        res.on('error', () =>
          fail(badRequest(AVAILABILITY_MESSAGES.calendarUnreachable, 'calendar_unreachable')),
        );
      },
    );
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(
        err instanceof NonPublicAddressError
          ? badRequest(AVAILABILITY_MESSAGES.calendarNotPublic, 'calendar_not_public')
          : err instanceof AppError
            ? err
            : badRequest(AVAILABILITY_MESSAGES.calendarUnreachable, 'calendar_unreachable'),
      );
    });
  });
}
