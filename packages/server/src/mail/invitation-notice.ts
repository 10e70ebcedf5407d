// The invitation e-mail of a shared project (docs/editor.md "Sharing and roles"): when an owner adds someone, that
// address is told who invited them, to which project, in what role, and where to open it. It is written to the
// owner's outbox and sent after the answer, like the shop's e-mails, and never fails the invitation.
import { dashboardTexts, type MemberRole } from '@folio/model';
import type { App } from '../app';
import type { MagRow } from '../repositories/mags';
import type { UserRow } from '../repositories/users';
import { mailOf } from './mail-service';
import { projectInvitation, titleForMail } from './templates';

interface NewMember {
  email: string;
  role: MemberRole;
  /** When the membership was made: a new membership after a removal is a new invitation, and is sent again. */
  invitedAt: Date;
}

/** The invitation to a membership just made; called once per membership, by the route that made it. */
export function noticeInvitation(
  app: App,
  { mag, owner, member }: { mag: MagRow; owner: UserRow; member: NewMember },
): void {
  const content = projectInvitation({
    inviter: owner.name,
    // As the dashboard names a project without a title.
    project: titleForMail(mag.data, dashboardTexts.untitled),
    role: member.role,
    email: member.email,
    url: `${app.config.publicUrl}/edit/${mag.numId}/`,
  });
  mailOf(app).post([
    {
      ...content,
      userId: owner.id,
      magId: mag.id,
      to: member.email,
      key: `invitation:${mag.id}:${member.email}:${member.invitedAt.toISOString()}`,
    },
  ]);
}
