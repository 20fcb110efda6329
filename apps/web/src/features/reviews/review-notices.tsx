import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { MessageSquareText } from 'lucide-react';
import { blindReviewNotice, REVIEW_MESSAGES } from '@sideline/shared';
import { SignInRequired } from '@/components/gates/sign-in-required';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { toast } from '@/components/ui/use-toast';

/** What the reviewee sees while the other party's review is blind. */
export function BlindReviewNotice({ name }: { name: string }) {
  return (
    <Alert variant="warning" role="status">
      <MessageSquareText aria-hidden="true" />
      <AlertDescription>{blindReviewNotice(name)}</AlertDescription>
    </Alert>
  );
}

/** 'Error: Invalid job or reviewee ID', then the dashboard (the spec's rule for a bad review link). */
export function InvalidReviewLink() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toast({ title: 'Error', description: REVIEW_MESSAGES.invalidIds, variant: 'destructive' });
    void navigate('/dashboard', { replace: true });
  }, [navigate]);
  return (
    <p role="status" className="px-4 py-10 text-center text-slate-700">
      Error: {REVIEW_MESSAGES.invalidIds}
    </p>
  );
}

/** Reviews need an account. */
export function ReviewSignInRequired() {
  return <SignInRequired reason="Please log in to leave a review." />;
}
