import { and, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { sameMailbox, type Message } from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { guardianships, users } from '../../db/schema/index.js';
import type { DomainEvents } from '../../lib/domain-events.js';
import type { Mailer } from '../../lib/mailer.js';
import { guardianCopyMail } from './guardian.emails.js';

type CopyDeps = { db: Db; mailer: Mailer; config: Config };

const teen = alias(users, 'teen');
const guardian = alias(users, 'guardian');

/**
 * The approved guardians of whichever of these people are teens, with the teen each looks after.
 * A guardian is another person: never the teen's own account nor one reaching the teen's mailbox
 * (decision 27), so a "guardian copy" never goes back to the teen.
 */
async function guardiansOf(db: Db, userIds: number[]) {
  const rows = await db
    .select({
      teenId: teen.id,
      teenEmail: teen.email,
      teenFirstName: teen.firstName,
      teenLastName: teen.lastName,
      guardianId: guardian.id,
      guardianEmail: guardian.email,
      guardianFirstName: guardian.firstName,
      guardianLastName: guardian.lastName,
    })
    .from(guardianships)
    .innerJoin(teen, eq(teen.id, guardianships.teenId))
    .innerJoin(guardian, eq(guardian.id, guardianships.guardianId))
    .where(
      and(
        inArray(guardianships.teenId, userIds),
        eq(guardianships.status, 'given'),
        ne(guardianships.guardianId, guardianships.teenId),
      ),
    );
  return rows.filter((row) => !sameMailbox(row.guardianEmail, row.teenEmail));
}

/** What a thread with a teen tells both sides: who else reads it (decision 23). */
export async function guardianNotice(db: Db, me: number, otherId: number): Promise<string | null> {
  const rows = await guardiansOf(db, [me, otherId]);
  if (rows.length === 0) return null;
  return rows
    .map(
      (r) =>
        `${r.guardianFirstName} ${r.guardianLastName}, ${r.teenFirstName}'s parent or guardian, is copied on this conversation.`,
    )
    .join(' ');
}

/** Every message to or from a teen goes to the teen's guardian by email too. */
export async function copyToGuardians(deps: CopyDeps, message: Message): Promise<void> {
  const rows = await guardiansOf(deps.db, [message.senderId, message.recipientId]);
  if (rows.length === 0) return;
  const people = await deps.db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [message.senderId, message.recipientId]));
  const person = (id: number) =>
    people.find((p) => p.id === id) ?? { firstName: 'A Sideline', lastName: 'user' };
  for (const row of rows) {
    if (row.guardianId === message.senderId || row.guardianId === message.recipientId) continue;
    const link = `${deps.config.publicUrl}/dashboard/guardian?teen=${row.teenId}`;
    await deps.mailer.send(
      guardianCopyMail(
        row.guardianEmail,
        { firstName: row.teenFirstName, lastName: row.teenLastName },
        person(message.senderId),
        person(message.recipientId),
        message.content,
        link,
      ),
    );
  }
}

/** A sent message is copied to the guardians it concerns; the app subscribes this once. */
export function subscribeGuardianCopies(deps: CopyDeps & { domainEvents: DomainEvents }): void {
  deps.domainEvents.subscribe('message.sent', ({ message }) => copyToGuardians(deps, message));
}
