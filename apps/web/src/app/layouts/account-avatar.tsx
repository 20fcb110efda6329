import { avatarLetter } from '@sideline/shared';

interface AccountAvatarProps {
  firstName?: string | null;
  username?: string | null;
}

/** The header's initial circle; role="img" because an aria-label on a plain span is not announced. */
export function AccountAvatar({ firstName, username }: AccountAvatarProps) {
  const name = firstName?.trim() || username?.trim() || 'User';
  return (
    <span
      role="img"
      aria-label={`Signed in as ${name}`}
      className="ml-1 flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
    >
      {avatarLetter({ firstName, username })}
    </span>
  );
}
