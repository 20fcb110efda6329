import type { AuthResponse, User } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';
import { uploadImage } from './upload-image';

/**
 * Uploads a picture and makes it the account's picture; the server also fills the user's team and
 * helper profiles that have none yet (so a sign-up picture reaches the new profiles).
 */
export async function saveAccountPicture(userId: number, file: File): Promise<User> {
  const profileImageUrl = await uploadImage(file);
  const { user } = await api.put<AuthResponse>(`/api/users/${userId}/profile-image`, { profileImageUrl });
  return user;
}
