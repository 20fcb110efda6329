import type { z } from 'zod';
import { api, hasErrorCode } from '@/lib/api';

/** GET that answers null on 404: "no profile yet" is a normal state, not an error. */
export async function getOrNull<S extends z.ZodType>(schema: S, path: string): Promise<z.output<S> | null> {
  try {
    return await api.get(schema, path);
  } catch (error) {
    if (hasErrorCode(error, 'team_profile_not_found') || hasErrorCode(error, 'helper_profile_not_found'))
      return null;
    throw error;
  }
}
