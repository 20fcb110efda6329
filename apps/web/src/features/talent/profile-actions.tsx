import { Mail, Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { useAuth } from '@/lib/session/use-auth';
import { ContactDialog } from '@/components/messaging/contact-dialog';

interface ProfileActionsProps {
  /** The profile owner's user id. */
  ownerId: number;
  /** Who a message goes to, for the dialog title. */
  name: string;
  /** 'Contact Helper' or 'Contact Team'. */
  contactLabel: string;
}

/** Owners get Edit Profile in place of Contact, as the spec's permissions say. */
export function ProfileActions({ ownerId, name, contactLabel }: ProfileActionsProps) {
  const { user } = useAuth();
  if (user?.id === ownerId) {
    return (
      <Link to="/dashboard/profile" className={buttonVariants({ variant: 'outline' })}>
        <Pencil aria-hidden="true" />
        Edit Profile
      </Link>
    );
  }
  return (
    <ContactDialog recipientId={ownerId} name={name}>
      <Button>
        <Mail aria-hidden="true" />
        {contactLabel}
      </Button>
    </ContactDialog>
  );
}
