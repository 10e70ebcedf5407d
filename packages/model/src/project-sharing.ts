import { z } from 'zod';
import { emailSchema } from './schemas/user';

// docs/editor.md "Sharing and roles": an owner shares a project by e-mail, each person with one role.

/** The roles an owner gives: an editor changes the draft, a viewer only reads it and previews it. */
export const memberRoles = ['editor', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];
/** What the caller is in a project, as GET /api/projects and the draft tell it. */
export type ProjectRole = 'owner' | MemberRole;

export const memberRoleSchema = z.enum(memberRoles);
/** An e-mail address as kept: trimmed and lowercase as an account's is, so one person is one member however typed. */
export const memberEmailSchema = emailSchema;

export const memberInviteSchema = z.strictObject({ email: memberEmailSchema, role: memberRoleSchema });
export const memberRoleChangeSchema = z.strictObject({ role: memberRoleSchema });

export interface ProjectMember {
  email: string;
  role: MemberRole;
  /** The account with that address, once there is one. */
  user?: { name: string; uri: string };
  invited_at: string;
}

export const sharingMessages = {
  forbidden: 'Your role in this project does not allow this',
  alreadyMember: 'This person is already a member of the project',
  ownAddress: 'That is the owner’s own address',
  tooMany: 'This project has as many members as it can have',
  notMember: 'No member with this e-mail',
  roleLabels: { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' } satisfies Record<ProjectRole, string>,
} as const;

/** The constructor's Share dialog and the dashboard's shared projects (docs/editor.md "Sharing and roles"). */
export const shareTexts = {
  share: 'Share',
  shareProject: 'Share this project',
  members: 'People with access',
  noMembers: 'Only you can see this project. Invite someone by e-mail.',
  loading: 'Loading who has access…',
  email: 'E-mail',
  emailPlaceholder: 'name@example.com',
  role: 'Role',
  roleOf: (email: string) => `Role of ${email}`,
  invite: 'Invite',
  inviting: 'Inviting…',
  remove: 'Remove',
  removeMember: (email: string) => `Remove ${email}`,
  invited: (email: string) => `${email} can now open this project`,
  removed: (email: string) => `${email} no longer has access`,
  noAccount: 'No account yet',
  done: 'Done',
  roleHints: { editor: 'Can change pages and widgets', viewer: 'Can open and read the draft' } satisfies Record<MemberRole, string>,
  sharedBy: (name: string) => `Shared by ${name}`,
  viewOnly: 'View only',
  viewOnlyHint: 'You can read this project; changes you make are not saved',
} as const;
