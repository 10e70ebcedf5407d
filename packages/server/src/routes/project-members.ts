import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, count, eq, isNull, or } from 'drizzle-orm';
import { memberEmailSchema, memberInviteSchema, memberRoleChangeSchema, sharingMessages, type ProjectMember } from '@folio/model';
import { requireUser } from '../auth/require-user';
import { mags, projectMembers, users } from '../db/schema';
import type { Db } from '../db/database';
import { ApiError } from '../errors';
import { findOwnedMag, ownerOf } from '../repositories/mags';
import { magIdParams } from './schemas';
import { revokeLive } from '../live/live-hub';
import { findUserByEmail } from '../repositories/users';
import { noticeInvitation } from '../mail/invitation-notice';

// docs/editor.md "Sharing and roles". A project is shared with at most this many people: enough for a team or a
// class, few enough that listing them, and checking a role, stays one small read.
export const MAX_PROJECT_MEMBERS = 50;

const memberParams = magIdParams.extend({ email: memberEmailSchema.describe('The member’s e-mail') });

async function membersOf(db: Db, magId: string): Promise<ProjectMember[]> {
  const rows = await db
    .select({ email: projectMembers.email, role: projectMembers.role, invitedAt: projectMembers.invitedAt, name: users.name, uri: users.uri })
    .from(projectMembers)
    // The account: the one found at the invitation, or one made since with that address.
    .leftJoin(users, or(eq(users.id, projectMembers.userId), and(isNull(projectMembers.userId), eq(users.email, projectMembers.email))))
    .where(eq(projectMembers.magId, magId))
    .orderBy(asc(projectMembers.invitedAt), asc(projectMembers.email));
  return rows.map((row) => ({
    email: row.email,
    role: row.role,
    ...(row.name !== null && row.uri !== null ? { user: { name: row.name, uri: row.uri } } : {}),
    invited_at: row.invitedAt.toISOString(),
  }));
}

/** Registered from projectRoutes: members are the owner's alone to see and change (a member gets 403, anyone else 404). */
export const projectMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const tags = ['projects'];
  const security = [{ session: [] }];

  app.get(
    '/api/projects/:id/members',
    { schema: { tags, security, summary: 'The people the project is shared with, and their roles', params: magIdParams } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      return { members: await membersOf(db, mag.id) };
    },
  );

  app.post(
    '/api/projects/:id/members',
    { schema: { tags, security, summary: 'Share the project with someone by e-mail, as editor or viewer', params: magIdParams, body: memberInviteSchema } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { email, role } = request.body;
      const mag = await findOwnedMag(db, request.params.id, user);
      const owner = await ownerOf(db, mag);
      if (email === owner.email.toLowerCase()) throw new ApiError(409, sharingMessages.ownAddress);
      const member = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        // Invitations to one project are counted one at a time: two at once could otherwise both find room for one.
        await tx.select({ id: mags.id }).from(mags).where(eq(mags.id, mag.id)).for('update');
        const [{ value: members } = { value: 0 }] = await tx.select({ value: count() }).from(projectMembers).where(eq(projectMembers.magId, mag.id));
        if (members >= MAX_PROJECT_MEMBERS) throw new ApiError(409, sharingMessages.tooMany);
        const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
        const added = await tx
          .insert(projectMembers)
          .values({ magId: mag.id, email, role, userId: account?.id ?? null })
          .onConflictDoNothing()
          .returning({ email: projectMembers.email, role: projectMembers.role, invitedAt: projectMembers.invitedAt });
        if (!added.length) throw new ApiError(409, sharingMessages.alreadyMember);
        return added[0]!;
      });
      // Only a new membership is told: inviting a member again is refused above (409) and a role change is PATCH, so
      // neither writes a letter. Removing and inviting again makes a new membership, and a new letter.
      noticeInvitation(app, { mag, owner, member });
      return reply.code(201).send({ members: await membersOf(db, mag.id) });
    },
  );

  app.patch(
    '/api/projects/:id/members/:email',
    { schema: { tags, security, summary: "Change a member's role", params: memberParams, body: memberRoleChangeSchema } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const changed = await db
        .update(projectMembers)
        .set({ role: request.body.role })
        .where(and(eq(projectMembers.magId, mag.id), eq(projectMembers.email, request.params.email)))
        .returning({ email: projectMembers.email });
      if (!changed.length) throw new ApiError(404, sharingMessages.notMember);
      return { members: await membersOf(db, mag.id) };
    },
  );

  app.delete(
    '/api/projects/:id/members/:email',
    { schema: { tags, security, summary: 'Stop sharing the project with a member', params: memberParams } },
    async (request) => {
      const user = await requireUser(request);
      const mag = await findOwnedMag(db, request.params.id, user);
      const removed = await db
        .delete(projectMembers)
        .where(and(eq(projectMembers.magId, mag.id), eq(projectMembers.email, request.params.email)))
        .returning({ email: projectMembers.email, userId: projectMembers.userId });
      if (!removed.length) throw new ApiError(404, sharingMessages.notMember);
      // An open constructor of theirs stops hearing the project at once.
      const userId = removed[0]!.userId ?? (await findUserByEmail(db, removed[0]!.email))?.id;
      if (userId) revokeLive(app.bus, mag.id, userId);
      return { members: await membersOf(db, mag.id) };
    },
  );
};
