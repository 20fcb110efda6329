import type { SignupErrors, SignupValues } from './signup-values';

/** What each section of the sign-up form receives. */
export interface SignupSectionProps {
  values: SignupValues;
  errors: SignupErrors;
  set<K extends keyof SignupValues>(key: K, value: SignupValues[K]): void;
}
