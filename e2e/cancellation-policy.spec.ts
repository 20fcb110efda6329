import { openTeamAndHelper } from './support/deal';
import { expectToast } from './support/auth';
import { expect, expectAccessible, test } from './support/fixtures';
import { marketGameIn, postJobByApi, randomTag } from './support/marketplace';

const POLICY =
  'Cancellation policy: Free until 24 hours before the game; after that the team pays 50% of the pay ($60); ' +
  'if the game is rained out after the helper arrives, 50% ($60). Once the game has started it cannot be cancelled.';

/**
 * Decision 24: the job page shows its cancellation policy before anyone applies; the team cancels a
 * booked game late, with a reason, sees the fee before confirming; the helper finds it due.
 */
test('the policy shows before applying; a late cancellation owes the helper its fee', async ({ browser }) => {
  const tag = randomTag();
  const { team, helper } = await openTeamAndHelper(browser, 'cp', tag);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    // Six hours from now, venue time, three hours at $40: $120; within 24 hours, so cancelling is late.
    const title = `Scorekeeper for the rivalry game ${tag}`;
    const jobId = await postJobByApi(team.page.request, {
      title,
      ...marketGameIn(6, 3),
      hourlyRate: 40,
    });

    // Anyone, signed out, reads the terms on the job page.
    await visitor.goto(`/jobs/${jobId}`);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByText(POLICY)).toBeVisible();

    // Once a helper has applied, the team's edit shows the terms but no longer offers to change them.
    const applied = await helper.page.request.post('/api/applications', { data: { jobId } });
    expect(applied.status()).toBe(201);
    await team.page.goto(`/jobs/${jobId}/edit`);
    const terms = team.page.getByRole('region', { name: 'Cancellation policy' });
    await expect(terms).toContainText('Helpers have applied under these terms, so they stay as they are.');
    await expect(terms.getByRole('button', { name: /Change/ })).toHaveCount(0);
    await expectAccessible(team.page);
    const { id: applicationId } = (await applied.json()) as { id: number };
    const accepted = await team.page.request.put(`/api/applications/${applicationId}/status`, {
      data: { status: 'accepted' },
    });
    expect(accepted.status()).toBe(200);

    // The team cancels: the dialog asks why and shows the fee before confirming.
    await team.page.goto(`/jobs/${jobId}`);
    await team.page.getByRole('button', { name: 'Cancel Job' }).click();
    const dialog = team.page.getByRole('dialog', { name: 'Cancel this job?' });
    await dialog.getByRole('button', { name: 'Cancel Job' }).click();
    await expect(dialog.getByText('Please choose a reason.')).toBeVisible();
    await dialog.getByRole('radio', { name: 'Schedule change' }).click();
    await expect(
      dialog.getByText(
        "Late-cancellation fee: $60 (50% of the pay), owed to Jordan, paid like a game's pay.",
      ),
    ).toBeVisible();
    await dialog.getByLabel('Note (optional)').fill('The league moved our game to Sunday.');
    await expectAccessible(team.page);
    await dialog.getByRole('button', { name: 'Cancel Job' }).click();
    await expectToast(team.page, 'Job Cancelled', 'The job has been cancelled. Late-cancellation fee: $60.');
    await expect(
      team.page.getByText('Reason: Schedule change: The league moved our game to Sunday.'),
    ).toBeVisible();
    await expect(team.page.getByText('Late-cancellation fee (50% of the pay):')).toBeVisible();

    // The helper finds the fee owed on Payments, to confirm when it arrives.
    await helper.page.goto('/dashboard/payments');
    const awaiting = helper.page.getByRole('region', { name: 'Awaiting confirmation' });
    const item = awaiting.getByRole('listitem').filter({ hasText: title });
    await expect(item.getByText('Late-cancellation fee')).toBeVisible();
    await expect(item.getByText(`owes you $60.`)).toBeVisible();
    await expectAccessible(helper.page);
  } finally {
    await Promise.all([team.close(), helper.close(), visitorContext.close()]);
  }
});
