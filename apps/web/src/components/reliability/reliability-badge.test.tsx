// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ReliabilityBadge } from './reliability-badge';

afterEach(cleanup);

const helper = { booked: 50, completed: 49, noShows: 1, lateCancels: 0, reminded: 10, reconfirmed: 9 };

describe('ReliabilityBadge', () => {
  it('shows the one figure and explains it on tap, closing on Escape', () => {
    render(<ReliabilityBadge side="helper" reliability={helper} />);
    const button = screen.getByRole('button', { name: 'Reliable: 49 of 50 games' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const tip = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(tip.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('49 completed, 1 no-show, 0 late cancellations');
    expect(tip.textContent).toContain('Reconfirmed 9 of 10 game-day reminders');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('says New with no booking whose outcome is known, and counts a team’s late payments', () => {
    render(
      <ReliabilityBadge side="helper" reliability={{ ...helper, booked: 0, completed: 0, noShows: 0 }} />,
    );
    expect(screen.getByRole('button', { name: 'New' })).toBeTruthy();
    cleanup();
    render(
      <ReliabilityBadge
        side="team"
        reliability={{ booked: 10, completed: 9, lateCancels: 1, paymentsDue: 9, paidOnTime: 8 }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Reliable: 8 of 10 games' })).toBeTruthy();
  });

  it('shows nothing when the answer has no reliability', () => {
    const { container } = render(<ReliabilityBadge side="team" reliability={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});
