import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { AddFamilyInviteeBodySchema, type FamilyInvitee } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useAddFamily, useFamilies, useRemoveFamily } from './api';

const messageOf = (error: unknown) => (error instanceof ApiError ? error.serverMessage : 'Please try again.');

/**
 * The team's families list (decision 0041): the emails that may watch the team's private streams.
 * A family member signs in (or signs up) with that email, confirmed, and sees the link on the job page.
 */
export function FamiliesList() {
  const families = useFamilies();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Families list</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <AddFamilyForm />
        {families.isError ? (
          <p role="alert" className="text-red-700">
            Couldn't load your families list. {messageOf(families.error)}
          </p>
        ) : families.isPending ? (
          <Spinner label="Loading your families list" />
        ) : families.data.length === 0 ? (
          <p className="text-slate-700">
            No one yet. Add the parents and guardians who should see private streams.
          </p>
        ) : (
          <ul
            aria-label="Family members"
            className="divide-y divide-slate-200 rounded-md border border-slate-200"
          >
            {families.data.map((invitee) => (
              <FamilyRow key={invitee.id} invitee={invitee} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AddFamilyForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddFamily();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    const parsed = AddFamilyInviteeBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      document.getElementById('family-email')?.focus();
      return;
    }
    add.mutate(parsed.data.email, {
      onSuccess: (invitee) => {
        setEmail('');
        toast({ title: 'Added to Your Families List', description: invitee.email });
      },
      onError: (failure) => setError(messageOf(failure)),
    });
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Add a family member"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <TextField
        id="family-email"
        label="Family member's email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setError(null);
        }}
        error={error}
        className="sm:flex-1"
      />
      <Button type="submit" className="sm:mt-7" aria-disabled={add.isPending || undefined}>
        {add.isPending ? 'Adding...' : 'Add'}
      </Button>
    </form>
  );
}

function FamilyRow({ invitee }: { invitee: FamilyInvitee }) {
  const remove = useRemoveFamily();
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <span className="min-w-0 break-all text-slate-900">{invitee.email}</span>
      <Button
        variant="ghost"
        size="sm"
        aria-disabled={remove.isPending || undefined}
        onClick={() =>
          !remove.isPending &&
          remove.mutate(invitee.id, {
            onError: (failure) =>
              toast({ title: 'Could Not Remove', description: messageOf(failure), variant: 'destructive' }),
          })
        }
      >
        <Trash2 className="size-4" aria-hidden="true" />
        Remove<span className="sr-only"> {invitee.email}</span>
      </Button>
    </li>
  );
}
