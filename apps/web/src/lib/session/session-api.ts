import {
  AuthResponseSchema,
  LoginBodySchema,
  MessageBodySchema,
  RegisterBodySchema,
  type AuthResponse,
  type LoginBody,
  type RegisterBody,
  type User,
} from '@sideline/shared';
import { api } from '@/lib/api';

/** Account answers are the User itself, sometimes with a message; the app keeps the User. */
export function toUser(answer: AuthResponse): User {
  const { message: _message, ...user } = answer;
  return user;
}

/** The session user from an answer of GET /api/auth/user already fetched (see auth-context). */
export const parseSessionUser = (data: unknown): User =>
  toUser(api.parse(AuthResponseSchema, data, '/api/auth/user'));

export const loginRequest = async (body: LoginBody): Promise<User> =>
  toUser(
    await api.send('POST', '/api/auth/login', AuthResponseSchema, { schema: LoginBodySchema, value: body }),
  );

export const registerRequest = async (body: RegisterBody): Promise<User> =>
  toUser(
    await api.send('POST', '/api/auth/register', AuthResponseSchema, {
      schema: RegisterBodySchema,
      value: body,
    }),
  );

export const logoutRequest = () => api.send('POST', '/api/auth/logout', MessageBodySchema);
