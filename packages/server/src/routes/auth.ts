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
const MINUTE_MS = 60_000;
// Password spraying (one password tried across many accounts) is slowed per client address: failed sign-ins only
// count, so people sharing an address (an office) who type their passwords right are never held up.
const LOGIN_FAILURES_PER_CLIENT = 30;
const LOGIN_FAILURES_WINDOW_MS = 15 * MINUTE_MS;
// A client learns that an email is registered this many times an hour (docs/security.md "Sign-up"): enough for a
// person who forgot they had an account, too few to sift a list of addresses.
const TAKEN_ANSWERS_PER_CLIENT = 3;
const TAKEN_ANSWERS_WINDOW_MS = 60 * MINUTE_MS;

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const loginAttempts = new AttemptLimiter(app.limits, 'login');
  const loginFailuresByClient = new AttemptLimiter(app.limits, 'login-failures', { maxAttempts: LOGIN_FAILURES_PER_CLIENT, windowMs: LOGIN_FAILURES_WINDOW_MS });
  const signupAttempts = new AttemptLimiter(app.limits, 'signup', { maxAttempts: SIGNUPS_PER_MINUTE });
  const takenAnswers = new AttemptLimiter(app.limits, 'taken-answers', { maxAttempts: TAKEN_ANSWERS_PER_CLIENT, windowMs: TAKEN_ANSWERS_WINDOW_MS });

  /** A 429 for a limit of a minute, with its Retry-After. */
  async function waitAMinute(reply: FastifyReply, limiter: AttemptLimiter, key: string): Promise<ApiError> {
    reply.header('retry-after', String(await limiter.retryAfterSeconds(key)));
    return new ApiError(429, apiMessages.tooManyAttempts);
  }

  /** A 429 for a limit of more than a minute: how long to wait, in the message and in Retry-After. */
  async function waitLonger(reply: FastifyReply, limiter: AttemptLimiter, key: string): Promise<ApiError> {
    const seconds = await limiter.retryAfterSeconds(key);
    const minutes = Math.ceil(seconds / 60);
    reply.header('retry-after', String(seconds));
    return new ApiError(429, apiMessages.tooManyAttemptsFor(minutes === 1 ? '1 minute' : `${minutes} minutes`));
  }

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
      if (!(await signupAttempts.allow(request.ip))) throw await waitAMinute(reply, signupAttempts, request.ip);
      // Checked before the lookup, whatever the address: the wait tells nothing about it.
      if (await takenAnswers.isBlocked(request.ip)) throw await waitLonger(reply, takenAnswers, request.ip);
      const weakness = passwordWeakness(password, [email, name]);
      if (weakness) throw invalid([{ path: 'password', message: apiMessages.weakPassword(weakness) }], apiMessages.weakPassword(weakness));
      if (await findUserByEmail(db, email)) {
        await takenAnswers.record(request.ip);
        throw new ApiError(409, apiMessages.emailTaken);
      }
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
      if (await loginFailuresByClient.isBlocked(request.ip)) throw await waitLonger(reply, loginFailuresByClient, request.ip);
      if (!(await loginAttempts.allow(key))) throw await waitAMinute(reply, loginAttempts, key);
      const user = await findUserByEmail(db, email);
      decoyHash ??= hashPassword('decoy password');
      if (!(await verifyPassword(user?.passwordHash ?? (await decoyHash), password)) || !user) {
        await loginFailuresByClient.record(request.ip);
        throw new ApiError(401, apiMessages.badCredentials);
      }
      await loginAttempts.reset(key);
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
