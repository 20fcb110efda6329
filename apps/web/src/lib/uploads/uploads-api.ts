import {
  AuthResponseSchema,
  ProfileImageBodySchema,
  UploadResponseSchema,
  type ErrorBody,
  type User,
} from '@sideline/shared';
import { api, ApiError } from '@/lib/api';

/**
 * Uploads one picture and answers its url ('/uploads/<uuid>.webp').
 * Not `api.send`: that sends JSON, while this must send multipart form data. The browser sets the
 * multipart content-type (with its boundary) itself, so none is set here.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/uploads/images', { method: 'POST', body: form, credentials: 'include' });
  const raw = await res.text();
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const body = parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
    throw new ApiError(res.status, body, body?.message ?? (raw || res.statusText));
  }
  const answer = UploadResponseSchema.safeParse(parsed);
  if (!answer.success) throw new ApiError(res.status, null, 'Unexpected upload response');
  return answer.data.url;
}

/**
 * Uploads a picture and makes it the account's picture; the server also fills the user's team and
 * helper profiles that have none yet (so a sign-up picture reaches the new profiles).
 */
export async function saveAccountPicture(userId: number, file: File): Promise<User> {
  const profileImageUrl = await uploadImage(file);
  const { message: _message, ...user } = await api.send(
    'PUT',
    `/api/users/${userId}/profile-image`,
    AuthResponseSchema,
    { schema: ProfileImageBodySchema, value: { profileImageUrl } },
  );
  return user;
}
