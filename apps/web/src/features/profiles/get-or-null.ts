import { legacyApi as api, ApiError } from '@/lib/api';

/** GET that answers null on 404: "no profile yet" is a normal state, not an error. */
export async function getOrNull<T>(path: string): Promise<T | null> {
  try {
    return await api.get<T>(path);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
