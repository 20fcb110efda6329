import type { ServerEvent } from '@sideline/shared';

export interface StreamEvent {
  id: string | null;
  event: ServerEvent;
}

/** Reads GET /api/events over real HTTP and collects what arrives. */
export async function openEventStream(baseUrl: string, cookie: string, lastEventId?: number | string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { cookie, ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
  const received: StreamEvent[] = [];
  const waiters: Array<() => void> = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const pump = (async () => {
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const id =
            block
              .split('\n')
              .find((l) => l.startsWith('id: '))
              ?.slice(4) ?? null;
          received.push({ id, event: JSON.parse(data.slice(6)) as ServerEvent });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // aborted
    }
  })();

  return {
    response,
    received,
    /** Resolves with the first event (already received or future) that matches, or fails after `ms`. */
    async waitFor(match: (e: ServerEvent) => boolean, ms = 5000): Promise<StreamEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const hit = received.find((r) => match(r.event));
        if (hit) return hit;
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(
            `no matching event within ${ms} ms; got ${JSON.stringify(received.map((r) => r.event.type))}`,
          );
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, Math.min(left, 200));
        });
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
