import type { FastifyRequest } from 'fastify';
import { apiMessages } from '@folio/model';
import { ApiError } from '../errors';
import type { UserRow } from '../repositories/users';

export async function requireUser(request: FastifyRequest): Promise<UserRow> {
  const user = await request.currentUser();
  if (!user) throw new ApiError(401, apiMessages.unauthorized);
  return user;
}
