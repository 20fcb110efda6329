import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { Lock, MessageSquareText } from 'lucide-react';
import { blindReviewNotice, REVIEW_MESSAGES } from '@sideline/shared';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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

/** Reviews need an account: offer both ways in. */
export function ReviewSignInRequired() {
  return (
    <Card className="mx-auto flex max-w-lg flex-col items-center gap-4 p-8 text-center">
      <Lock className="size-10 text-brand-700" aria-hidden="true" />
      <h1 className="text-2xl font-bold text-slate-900">Sign In Required</h1>
      <p className="text-slate-600">Please log in to leave a review.</p>
      <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to="/login" className={buttonVariants({ size: 'lg' })}>
          Log In
        </Link>
        <Link to="/signup" className={buttonVariants({ variant: 'outline', size: 'lg' })}>
          Sign Up
        </Link>
      </div>
    </Card>
  );
}
