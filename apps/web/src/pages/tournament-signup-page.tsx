import { AuthCard } from '@/features/auth/auth-card';
import { TournamentSignupForm } from '@/features/tournaments/tournament-signup-form';
import { TextLink } from '@/components/ui/text-link';

export function Component() {
  return (
    <AuthCard
      wide
      title="Tournament Director Sign Up"
      description="Create your director account and tell us about your tournament. Our staff reviews every sign-up and will contact you within 24 hours."
      footer={
        <p>
          Already have an account? <TextLink to="/login">Log in</TextLink>
        </p>
      }
    >
      <TournamentSignupForm />
    </AuthCard>
  );
}
