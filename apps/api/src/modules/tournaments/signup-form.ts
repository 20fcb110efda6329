import { TournamentSignupSchema, TOURNAMENT_MESSAGES, type TournamentSignup } from '@sideline/shared';
import { badRequest } from '../../lib/errors.js';

/**
 * The `userData` part: JSON text, checked by the same schema as the browser's form. Refusals answer
 * like any body validation (400 validation_error, every field's message in details).
 */
export function parseSignupForm(text: string | undefined): TournamentSignup {
  if (text === undefined) throw badRequest(TOURNAMENT_MESSAGES.userDataMissing, 'validation_error');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('userData must be the sign-up form as JSON.', 'invalid_json');
  }
  const parsed = TournamentSignupSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  throw badRequest(details[0]?.message ?? 'Invalid input', 'validation_error', details);
}
