import ICAL from 'ical.js';

export interface ParsedEvent {
  uid: string;
  summary: string;
  start: string;
  end: string;
  status: string | null;
  location: string;
  /** Whether DTSTART was written as a UTC instant (ends in Z) rather than a floating time. */
  utc: boolean;
}

/** Parses an iCalendar document with ical.js (a standard parser, not ours) into plain events. */
export function parseCalendar(text: string): { name: string | null; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      location: event.location,
      utc: event.startDate.zone === ICAL.Timezone.utcTimezone,
    };
  });
  return { name: (calendar.getFirstPropertyValue('x-wr-calname') as string | null) ?? null, events };
}

/** A signed-in user's calendar feed: its path and the secret token in it (what must never be logged). */
export async function issuedFeed(
  app: { inject: (o: object) => Promise<{ json: <T>() => T }> },
  cookie: string,
): Promise<{ feedPath: string; token: string }> {
  const issued = await app.inject({
    method: 'POST',
    url: '/api/users/me/calendar-token',
    headers: { cookie },
  });
  const feedPath = new URL(issued.json<{ feedUrl: string }>().feedUrl).pathname;
  return { feedPath, token: /\/api\/calendar\/(.+)\.ics$/.exec(feedPath)![1]! };
}
