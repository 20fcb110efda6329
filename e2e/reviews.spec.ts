import { expectToast } from './support/auth';
import { expect, expectAccessible, test } from './support/fixtures';
import { findJobCard, marketDate, postJobByApi } from './support/marketplace';
import { searchTalent, talentCards } from './support/profiles';
import { completedDeal, REVIEW_HELPER_ZIP, submitReview } from './support/reviews';

test('after a job is done both sides review, blind until both have, and the ratings show everywhere', async ({
  browser,
}) => {
  const deal = await completedDeal(browser);
  const { team, helper, jobId } = deal;
  try {
    // The team: Leave Review on the job page opens the card.
    await team.page.goto(`/jobs/${jobId}`);
    await team.page.getByRole('link', { name: 'Leave Review' }).click();
    await expect(team.page).toHaveURL(new RegExp(`/reviews/${jobId}/${helper.id}$`));
    await expect(team.page.getByRole('heading', { name: 'Rate Your Experience' })).toBeVisible();
    await expect(team.page.getByText(`How was working with ${helper.name}?`)).toBeVisible();
    await expectAccessible(team.page);
    await submitReview(team.page, 4, 'Kept a perfect book and stayed for the extra inning.');
    await expectToast(
      team.page,
      'Review Submitted',
      `Your review stays hidden until ${helper.name} reviews you too.`,
    );
    await expect(team.page.getByRole('heading', { name: 'Review submitted' })).toBeVisible();
    await expect(
      team.page.getByRole('main').getByText(/reviews you, or until [A-Z][a-z]+ \d{1,2}, \d{4}; then both/),
    ).toBeVisible();
    await expectAccessible(team.page);
    await team.page.goto(`/jobs/${jobId}`);
    await expect(team.page.getByRole('button', { name: 'Review submitted' })).toBeDisabled();
    await expect(team.page.getByRole('link', { name: 'Leave Review' })).toHaveCount(0);

    // The helper sees that a review waits, but not what it says, until they review too.
    const notice = `${deal.teamName} left you a review; leave yours to see it`;
    await helper.page.goto(`/jobs/${jobId}`);
    await expect(helper.page.getByText(notice)).toBeVisible();
    await helper.page.goto(`/helpers/${deal.helperProfileId}`);
    await expect(helper.page.getByRole('region', { name: 'Reviews' })).toContainText('No reviews yet.');
    await helper.page.goto(`/jobs/${jobId}`);
    await helper.page.getByRole('link', { name: 'Leave Review' }).click();
    await expect(helper.page.getByText(`How was working with ${deal.teamName}?`)).toBeVisible();
    await expect(helper.page.getByText(notice)).toBeVisible();
    await expect(helper.page.getByText('Kept a perfect book')).toHaveCount(0);
    await expectAccessible(helper.page);
    await submitReview(helper.page, 5, 'Organized, friendly, and paid the same evening.');
    await expectToast(helper.page, 'Review Submitted', 'Both reviews are now public.');
    await expect(helper.page.getByText(notice)).toHaveCount(0);
    const theirs = helper.page
      .getByRole('heading', { name: `${deal.teamName}'s review of you` })
      .locator('..');
    await expect(theirs).toContainText('Kept a perfect book and stayed for the extra inning.');
    // One public reply, under the review.
    await theirs.getByRole('button', { name: 'Reply' }).click();
    await theirs.getByLabel('Your public reply').fill('Thanks, Coach! Happy to keep your book anytime.');
    await theirs.getByRole('button', { name: 'Post Reply' }).click();
    await expectToast(helper.page, 'Reply Posted');
    await expect(theirs).toContainText('Thanks, Coach! Happy to keep your book anytime.');
    await expect(theirs.getByRole('button', { name: 'Reply' })).toHaveCount(0);
    await expectAccessible(helper.page);

    // Both profiles show the rating and the review.
    await helper.page.goto(`/helpers/${deal.helperProfileId}`);
    const helperReviews = helper.page.getByRole('region', { name: 'Reviews' });
    await expect(helperReviews).toContainText(deal.teamName);
    await expect(helperReviews).toContainText('Kept a perfect book and stayed for the extra inning.');
    await expect(helperReviews).toContainText('Thanks, Coach! Happy to keep your book anytime.');
    await expect(helper.page.getByRole('main')).toContainText(/4\.0\s*\(1 review\)/);
    await expect(helper.page.getByRole('img', { name: 'Rated 4.0 out of 5' }).first()).toBeVisible();
    await expectAccessible(helper.page);
    await team.page.goto(`/teams/${deal.teamId}`);
    await expect(team.page.getByRole('region', { name: 'Reviews' })).toContainText(
      'Organized, friendly, and paid the same evening.',
    );
    await expect(team.page.getByRole('main')).toContainText(/5\.0\s*\(1 review\)/);
    await expectAccessible(team.page);

    // And on the cards: Find Talent, a job card of the team's, the team dashboard's Rating.
    await team.page.goto('/find-talent');
    await searchTalent(team.page, REVIEW_HELPER_ZIP);
    const card = talentCards(team.page).filter({ hasText: helper.name });
    await expect(card).toContainText('4.0');
    await expect(card).toContainText('(1 review)');
    const title = `Scoreboard for 12U finals ${deal.tag}`;
    await postJobByApi(team.page.request, { title, jobDate: marketDate(3) });
    const jobCard = await findJobCard(helper.page, '33602', title);
    await expect(jobCard).toContainText('5.0');
    await expect(jobCard).toContainText('(1 review)');
    await team.page.goto('/dashboard');
    await expect(team.page.getByText('5.0', { exact: true })).toBeVisible();

    // The team's view of the job: the helper's review of them.
    await team.page.goto(`/reviews/${jobId}/${helper.id}`);
    await expect(team.page.getByRole('heading', { name: `${helper.name}'s review of you` })).toBeVisible();
    await expectAccessible(team.page);
  } finally {
    await team.close();
    await helper.close();
  }
});

test('the Payment & Review box in Messages opens the review card for both sides', async ({ browser }) => {
  const deal = await completedDeal(browser);
  const { team, helper, jobId } = deal;
  try {
    const sent = await helper.page.request.post('/api/messages', {
      data: { recipientId: team.id, jobId, content: 'Thanks for having me today!' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    for (const [side, other] of [
      [helper, team],
      [team, helper],
    ] as const) {
      await side.page.goto('/dashboard/messages');
      await side.page
        .getByRole('button', { name: new RegExp(other.name) })
        .first()
        .click();
      const box = side.page.getByRole('region', { name: 'Payment & Review' });
      await box.getByRole('link', { name: 'Leave a Review' }).click();
      await expect(side.page).toHaveURL(new RegExp(`/reviews/${jobId}/${other.id}$`));
      await expect(side.page.getByRole('heading', { name: 'Rate Your Experience' })).toBeVisible();
      await submitReview(side.page, 5, 'Great game day.');
      await expectToast(side.page, 'Review Submitted');
      await side.page.goto('/dashboard/messages');
      await side.page
        .getByRole('button', { name: new RegExp(other.name) })
        .first()
        .click();
      await expect(side.page.getByRole('region', { name: 'Payment & Review' })).toContainText(
        'Review submitted',
      );
    }
  } finally {
    await team.close();
    await helper.close();
  }
});

test('a bad review link says so and goes to the dashboard; signed out, the page asks for a sign-in', async ({
  browser,
  page,
}) => {
  const deal = await completedDeal(browser);
  const { team, helper, jobId } = deal;
  try {
    await page.goto(`/reviews/${jobId}/${helper.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In Required' })).toBeVisible();
    await expect(page.getByText('Please log in to leave a review.')).toBeVisible();
    await expectAccessible(page);

    await team.page.goto('/reviews/abc/1');
    await expectToast(team.page, 'Error', 'Invalid job or reviewee ID');
    await expect(team.page).toHaveURL(/\/dashboard$/);
    // The wrong reviewee for this job, and a job that is not theirs.
    await team.page.goto(`/reviews/${jobId}/${team.id}`);
    await expectToast(team.page, 'Error', 'Invalid job or reviewee ID');
    await expect(team.page).toHaveURL(/\/dashboard$/);
    await team.page.goto(`/reviews/2000000000/${helper.id}`);
    await expect(team.page).toHaveURL(/\/dashboard$/);
  } finally {
    await team.close();
    await helper.close();
  }
});
