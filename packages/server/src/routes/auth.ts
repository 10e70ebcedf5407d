import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { apiMessages, loginBodySchema, signupBodySchema } from '@folio/model';
import { SESSION_COOKIE } from '../app';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { passwordWeakness } from '../auth/password-strength';
import { requireUser } from '../auth/require-user';
import { ApiError, invalid } from '../errors';
import { AttemptLimiter } from '../attempt-limiter';
import {
  createSession,
  deleteSession,
  findUserByEmail,
  insertUser,
  SESSION_MAX_AGE_SECONDS,
  toUserJson,
} from '../repositories/users';

// A fixed hash verified when the email is unknown, so a failed login takes as long either way and
// does not tell which emails are registered.
let decoyHash: Promise<string> | undefined;

// Each attempt costs an argon2 hash: sign-ins are limited per address and email, sign-ups per address.
const SIGNUPS_PER_MINUTE = 20;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const loginAttempts = new AttemptLimiter();
  const signupAttempts = new AttemptLimiter(SIGNUPS_PER_MINUTE);

  function setSessionCookie(reply: FastifyReply, token: string) {
    reply.setCookie(SESSION_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: app.config.publicUrl.startsWith('https:'),
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
  }

  app.post(
    '/api/auth/signup',
    { schema: { tags: ['auth'], summary: 'Create an account and sign in', body: signupBodySchema } },
    async (request, reply) => {
      const { email, password, name } = request.body;
      if (!signupAttempts.allow(request.ip)) throw new ApiError(429, apiMessages.tooManyAttempts);
      const weakness = passwordWeakness(password, [email, name]);
      if (weakness) throw invalid([{ path: 'password', message: apiMessages.weakPassword(weakness) }], apiMessages.weakPassword(weakness));
      if (await findUserByEmail(db, email)) throw new ApiError(409, apiMessages.emailTaken);
      const user = await insertUser(db, { email, name, passwordHash: await hashPassword(password) });
      setSessionCookie(reply, await createSession(db, user.id));
      return reply.code(201).send(toUserJson(user));
    },
  );

  app.post(
    '/api/auth/login',
    { schema: { tags: ['auth'], summary: 'Sign in; sets an HttpOnly session cookie', body: loginBodySchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = `${request.ip}:${email}`;
      if (!loginAttempts.allow(key)) throw new ApiError(429, apiMessages.tooManyAttempts);
      const user = await findUserByEmail(db, email);
      if (!user) {
        decoyHash ??= hashPassword('decoy password');
        await verifyPassword(await decoyHash, password);
        throw new ApiError(401, apiMessages.badCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, password))) throw new ApiError(401, apiMessages.badCredentials);
      loginAttempts.reset(key);
      setSessionCookie(reply, await createSession(db, user.id));
      return toUserJson(user);
    },
  );

  app.post('/api/auth/logout', { schema: { tags: ['auth'], summary: 'Sign out' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.code(204).send();
  });

  app.get('/api/auth/me', { schema: { tags: ['auth'], summary: 'The signed-in user, or 401' } }, async (request) =>
    toUserJson(await requireUser(request)),
  );
};
