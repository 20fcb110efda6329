import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  ConfirmEmailQuerySchema,
  ErrorBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageBodySchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  AUTH_MESSAGES,
} from '@sideline/shared';
import { userViewOf } from '../guardians/user-view.js';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  requireUser,
  SESSION_COOKIE,
  setSessionCookie,
} from '../../plugins/session.js';
import * as auth from './auth.service.js';
import { signIn } from './sign-in.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 409, 429);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both spellings of the sign-up call exist in the spec; they are the same route.
  for (const url of ['/api/auth/register', '/register']) {
    app.post(
      url,
      { schema: { body: RegisterBodySchema, response: { 201: AuthResponseSchema, ...errors } } },
      async (request, reply) => {
        const user = await auth.register(app, request.body, request.ip);
        const session = await createSession(app.db, user.id);
        setSessionCookie(request, reply, session.token, session.expiresAt);
        return reply.status(201).send({
          ...(await userViewOf(app.db, user)),
          message: `Welcome to Sideline, ${user.firstName}! We sent a confirmation link to ${user.email}.`,
        });
      },
    );
  }

  app.post(
    '/api/auth/login',
    { schema: { body: LoginBodySchema, response: { 200: AuthResponseSchema, ...errors } } },
    async (request, reply) => {
      const { user, session } = await signIn(app, request.body, request.ip);
      // Rotation: whatever session this browser had is ended, and the fresh one's token is issued.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(app.db, previous);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return await userViewOf(app.db, user);
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { response: { 200: MessageBodySchema } } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, token);
      clearSessionCookie(reply);
      return { message: 'You have been successfully logged out.' };
    },
  );

  app.get(
    '/api/auth/user',
    { schema: { response: { 200: AuthResponseSchema, 401: ErrorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return await userViewOf(app.db, user);
    },
  );

  app.get(
    '/api/auth/confirm-email',
    {
      schema: {
        querystring: ConfirmEmailQuerySchema,
        response: { 200: MessageBodySchema, 400: ErrorBodySchema },
      },
    },
    async (request) => {
      await auth.confirmEmail(app, request.query.token);
      return { message: 'Your email address is confirmed.' };
    },
  );

  app.post(
    '/api/auth/resend-confirmation',
    { schema: { response: { 200: MessageBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return { message: await auth.resendConfirmation(app, user) };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      schema: {
        body: ForgotPasswordBodySchema,
        response: { 200: MessageBodySchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(app, request.body.email, request.ip);
      return { message: AUTH_MESSAGES.resetSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { body: ResetPasswordBodySchema, response: { 200: MessageBodySchema, 400: ErrorBodySchema } } },
    async (request) => {
      await auth.resetPassword(app, request.body.token, request.body.password);
      return { message: 'Your password has been updated. Please log in with your new password.' };
    },
  );
};
