import { useId, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { memberRoles, sharingMessages, shareTexts, type MemberRole, type ProjectMember } from '@folio/model';
import { errorText } from '../../app/api';
import { ModalDialog } from '../../app/modal-dialog';
import { useNotify } from '../../app/notices';
import { useApi } from '../../app/queries';
import './share.css';

const membersKey = (magId: string) => ['project-members', magId];

/**
 * Share (docs/editor.md "Sharing and roles"): who has access, each with a role to change and a Remove button, and an
 * e-mail field with a role to invite someone. The owner's alone (the top bar shows it to the owner only). A refusal
 * (a bad address, someone already a member) is said under the form; nothing typed is lost.
 */
export function ShareDialog({ open, onClose, magId }: { open: boolean; onClose: () => void; magId: string }) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const members = useQuery({ queryKey: membersKey(magId), queryFn: () => api.members(magId), enabled: open, staleTime: 0 });
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<MemberRole>('editor');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const listId = useId();

  const act = async (work: () => Promise<{ members: ProjectMember[] }>, done?: string): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      queryClient.setQueryData(membersKey(magId), await work());
      if (done) notify('success', done);
      return true;
    } catch (error) {
      setProblem(errorText(error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  const invite = async (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) return;
    if (await act(() => api.inviteMember(magId, { email: address, role }), shareTexts.invited(address))) setEmail('');
  };

  const list = members.data?.members ?? [];
  return (
    <ModalDialog open={open} title={shareTexts.shareProject} onClose={onClose} busy={busy}>
      <div className="fo-share">
        <form className="fo-share__invite" noValidate onSubmit={(event) => void invite(event)} aria-describedby={problem ? errorId : undefined}>
          <div className="fo-field fo-share__email">
            <label className="fo-field__label" htmlFor={emailId}>
              {shareTexts.email}
            </label>
            <input
              id={emailId}
              className="fo-input"
              type="email"
              autoComplete="off"
              placeholder={shareTexts.emailPlaceholder}
              value={email}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? errorId : undefined}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="fo-field fo-share__role">
            <label className="fo-field__label" htmlFor={roleId}>
              {shareTexts.role}
            </label>
            <select id={roleId} className="fo-input" value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
              {memberRoles.map((name) => (
                <option key={name} value={name}>
                  {sharingMessages.roleLabels[name]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="fo-button fo-button--primary fo-share__submit" disabled={busy || !email.trim()} aria-busy={busy || undefined}>
            {busy ? shareTexts.inviting : shareTexts.invite}
          </button>
        </form>
        <p className="fo-field__hint fo-share__hint">
          {sharingMessages.roleLabels.editor}: {shareTexts.roleHints.editor}. {sharingMessages.roleLabels.viewer}: {shareTexts.roleHints.viewer}.
        </p>
        <div className="fo-dialog__alert" role="alert" id={errorId}>
          {problem && <p className="fo-form-error">{problem}</p>}
        </div>

        <h3 className="fo-share__heading" id={listId}>
          {shareTexts.members}
        </h3>
        {members.isPending ? (
          <p className="fo-dialog__text">{shareTexts.loading}</p>
        ) : members.isError ? (
          <p className="fo-form-error" role="alert">
            {errorText(members.error)}
          </p>
        ) : list.length === 0 ? (
          <p className="fo-dialog__text">{shareTexts.noMembers}</p>
        ) : (
          <ul className="fo-share__list" aria-labelledby={listId}>
            {list.map((member) => (
              <li key={member.email} className="fo-share__member">
                <div className="fo-share__who">
                  <span className="fo-share__name">{member.user?.name ?? member.email}</span>
                  <span className="fo-share__meta">{member.user ? member.email : shareTexts.noAccount}</span>
                </div>
                <select
                  className="fo-input fo-share__member-role"
                  aria-label={shareTexts.roleOf(member.email)}
                  value={member.role}
                  disabled={busy}
                  onChange={(event) => void act(() => api.changeMemberRole(magId, member.email, event.target.value as MemberRole))}
                >
                  {memberRoles.map((name) => (
                    <option key={name} value={name}>
                      {sharingMessages.roleLabels[name]}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="fo-button fo-button--quiet fo-button--danger-quiet fo-button--small"
                  aria-label={shareTexts.removeMember(member.email)}
                  disabled={busy}
                  onClick={() => void act(() => api.removeMember(magId, member.email), shareTexts.removed(member.email))}
                >
                  {shareTexts.remove}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={onClose} disabled={busy}>
            {shareTexts.done}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
