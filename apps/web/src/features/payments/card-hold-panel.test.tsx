// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { CardHold } from '@sideline/shared';
import { CardHoldPanel } from './card-hold-panel';

afterEach(cleanup);

const hold: CardHold = {
  id: 7,
  jobId: 3,
  status: 'scheduled',
  amount: 8250,
  pay: 7500,
  card: 'Visa ending 4242',
  holdAt: '2026-12-05T14:00:00.000Z',
  heldAt: null,
  captureAt: null,
  failureMessage: null,
  disputeReason: null,
  capturedAt: null,
  releasedAt: null,
};

function teamPanel(shown: CardHold, jobStatus: string) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(['card-hold', shown.jobId, jobStatus], shown);
  return render(
    <QueryClientProvider client={client}>
      <CardHoldPanel jobId={shown.jobId} jobStatus={jobStatus} side="team" />
    </QueryClientProvider>,
  );
}

describe("the team's card guarantee", () => {
  it('offers Report a Problem on a completed job whose hold is still being placed', () => {
    const { container } = teamPanel({ ...hold, captureAt: '2026-12-06T18:00:00.000Z' }, 'completed');
    expect(container.textContent).toMatch(
      /is being held for \$82\.50 now\. It is charged .+ unless you report/,
    );
    expect(screen.getByRole('button', { name: 'Report a Problem' })).toBeTruthy();
  });

  it('offers none before the job is completed', () => {
    const { container } = teamPanel(hold, 'assigned');
    expect(container.textContent).toMatch(/charged 24 hours after you mark the job complete/);
    expect(screen.queryByRole('button', { name: 'Report a Problem' })).toBeNull();
  });
});
