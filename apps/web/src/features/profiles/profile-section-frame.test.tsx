// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ProfileSectionFrame } from './profile-section-frame';

afterEach(cleanup);

interface Profile {
  name: string;
}

/** A section as the team and helper ones build it, over a real query answering `answer`. */
function Section({ answer }: { answer: () => Promise<Profile | null> }) {
  const query = useQuery({ queryKey: ['profile'], queryFn: answer, retry: false });
  return (
    <ProfileSectionFrame
      title="Team Profile"
      headingLevel="h2"
      query={query}
      create={{
        title: 'Complete Your Team Profile',
        description: 'Needed before posting jobs.',
        content: () => <button type="button">Create Team Profile</button>,
      }}
      form={(profile, close) => (
        <button type="button" onClick={close}>
          Save {profile.name}
        </button>
      )}
      view={(profile, level) => <p data-level={level}>Viewing {profile.name}</p>}
    />
  );
}

const show = (answer: () => Promise<Profile | null>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Section answer={answer} />
    </QueryClientProvider>,
  );

describe('a profile section', () => {
  it('is busy while loading, then offers to create a missing profile', async () => {
    let resolve: (value: null) => void = () => {};
    show(() => new Promise((r) => (resolve = r)));
    expect(
      screen.getByRole('heading', { name: 'Team Profile' }).closest('section')?.getAttribute('aria-busy'),
    ).toBe('true');
    await act(async () => resolve(null));
    expect(await screen.findByRole('heading', { name: 'Complete Your Team Profile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Team Profile' })).toBeTruthy();
  });

  it('shows the profile a level below its heading, edits it, and returns focus to Edit Profile', async () => {
    show(async () => ({ name: 'Tampa Tides' }));
    expect((await screen.findByText('Viewing Tampa Tides')).dataset.level).toBe('h3');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save Tampa Tides' }));
    await act(() => new Promise((r) => requestAnimationFrame(r)));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Profile' }));
  });

  it('offers a retry when the profile cannot be loaded', async () => {
    show(() => Promise.reject(new Error('offline')));
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeTruthy();
  });
});
