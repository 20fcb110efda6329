import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { guardianThreadQuery } from './api/guardians-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** One of the teen's conversations, read-only: the guardian is copied, not a participant. */
export function TeenThread({
  teenId,
  otherId,
  teenFirstName,
}: {
  teenId: number;
  otherId: number;
  teenFirstName: string;
}) {
  const thread = useQuery(guardianThreadQuery(teenId, otherId));
  if (thread.isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        Could not load this conversation.
      </p>
    );
  if (!thread.data) return <Skeleton className="h-24 w-full" aria-label="Loading conversation" />;
  return (
    <ol className="flex flex-col gap-2" aria-label={`Messages with ${teenFirstName}`}>
      {thread.data.map((m) => (
        <li
          key={m.id}
          className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${m.fromTeen ? 'self-end bg-brand-50 text-slate-900' : 'self-start bg-slate-100 text-slate-900'}`}
        >
          <p className="font-medium">
            {m.senderName} <span className="font-normal text-slate-600">· {when(m.createdAt)}</span>
          </p>
          <p className="whitespace-pre-wrap break-words">{m.content}</p>
        </li>
      ))}
    </ol>
  );
}
