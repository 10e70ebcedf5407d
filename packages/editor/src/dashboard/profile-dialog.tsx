import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authorProfileConstants, HttpError, imageVariantUrl, profileDialogTexts, type AuthorLink, type User } from '@folio/model';
import { errorText } from '../app/api';
import { ModalDialog } from '../app/modal-dialog';
import { useNotify } from '../app/notices';
import { queryKeys, useApi } from '../app/queries';
import { uploadPicture } from '../constructor/uploads/upload-picture';

const AVATAR_PREVIEW_PX = 64;

/** The server's refusal in words: its message and each field it names (links.0.url: …). */
function refusalText(error: unknown): string {
  const fields = error instanceof HttpError ? (error.body as { errors?: { path: string; message: string }[] } | undefined)?.errors : undefined;
  if (!fields?.length) return errorText(error);
  return fields.map((field) => `${fieldName(field.path)}: ${field.message}`).join('; ');
}

// links.0.url → "Link 1, address": the author sees the row, not the body's path.
function fieldName(path: string): string {
  const [head, index, field] = path.split('.');
  if (head === 'links' && index !== undefined && field) return profileDialogTexts.linkField(Number(index) + 1, field === 'url' ? 'address' : 'title');
  return head === 'avatar' ? profileDialogTexts.avatar : path;
}

/**
 * The author's public side (docs/editor.md "Profile"): their picture and links, shown to visitors in the menu of every
 * published project and on the profile page /{user}/. Saved with PATCH /api/user/profile; a picture is uploaded first
 * (POST /api/upload) and saved with the rest.
 */
export function ProfileDialog({ user, open, onClose }: { user: User; open: boolean; onClose: () => void }) {
  return open ? <ProfileForm user={user} onClose={onClose} /> : null;
}

function ProfileForm({ user, onClose }: { user: User; onClose: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [avatar, setAvatar] = useState<string | null>(user.avatar ?? null);
  const [links, setLinks] = useState<AuthorLink[]>(user.links ?? []);
  const [focusRow, setFocusRow] = useState<number | null>(null);

  const upload = useMutation({
    mutationFn: (file: File) => uploadPicture(file),
    onSuccess: (picture) => setAvatar(picture.url),
  });
  const save = useMutation({
    mutationFn: () => api.updateProfile({ avatar, links }),
    onSuccess: (updated) => {
      queryClient.setQueryData(queryKeys.me, updated);
      notify('success', profileDialogTexts.saved);
      onClose();
    },
  });
  const busy = save.isPending || upload.isPending;

  const change = (index: number, field: keyof AuthorLink, value: string) => setLinks((list) => list.map((link, i) => (i === index ? { ...link, [field]: value } : link)));
  const addLink = () => {
    setLinks((list) => [...list, { title: '', url: '' }]);
    setFocusRow(links.length);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) save.mutate();
  };

  return (
    <ModalDialog open title={profileDialogTexts.title} busy={busy} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        <p className="fo-dialog__text">{profileDialogTexts.lead}</p>
        <fieldset className="fo-field fo-profile__avatar">
          <legend className="fo-field__label">{profileDialogTexts.avatar}</legend>
          <div className="fo-profile__avatar-row">
            {avatar ? (
              <img className="fo-profile__picture" src={imageVariantUrl(avatar, { width: AVATAR_PREVIEW_PX, dpr: 2 })} alt="" width={AVATAR_PREVIEW_PX} height={AVATAR_PREVIEW_PX} />
            ) : (
              <span className="fo-profile__picture fo-profile__picture--none" aria-hidden="true">
                {Array.from(user.name.trim())[0]?.toUpperCase()}
              </span>
            )}
            <input
              ref={fileInput}
              id={`${id}-avatar`}
              className="fo-visually-hidden"
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif,image/avif"
              tabIndex={-1}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) upload.mutate(file);
              }}
            />
            <button type="button" className="fo-button fo-button--secondary" onClick={() => fileInput.current?.click()} disabled={busy} aria-busy={upload.isPending || undefined}>
              {upload.isPending ? profileDialogTexts.uploadingAvatar : profileDialogTexts.uploadAvatar}
            </button>
            {avatar && (
              <button type="button" className="fo-button fo-button--quiet" onClick={() => setAvatar(null)} disabled={busy}>
                {profileDialogTexts.removeAvatar}
              </button>
            )}
          </div>
        </fieldset>
        <fieldset className="fo-field">
          <legend className="fo-field__label">{profileDialogTexts.links}</legend>
          {links.length === 0 && <p className="fo-field__hint">{profileDialogTexts.noLinks}</p>}
          <ol className="fo-profile__links">
            {links.map((link, index) => (
              <li key={index} className="fo-profile__link">
                <label className="fo-visually-hidden" htmlFor={`${id}-title-${index}`}>
                  {`${profileDialogTexts.linkTitle} ${index + 1}`}
                </label>
                <input
                  id={`${id}-title-${index}`}
                  className="fo-input"
                  value={link.title}
                  placeholder={profileDialogTexts.linkTitle}
                  maxLength={authorProfileConstants.maxLinkTitleLength}
                  onChange={(event) => change(index, 'title', event.target.value)}
                  ref={(element) => {
                    if (element && focusRow === index) {
                      element.focus();
                      setFocusRow(null);
                    }
                  }}
                />
                <label className="fo-visually-hidden" htmlFor={`${id}-url-${index}`}>
                  {`${profileDialogTexts.linkUrl} ${index + 1}`}
                </label>
                <input
                  id={`${id}-url-${index}`}
                  className="fo-input"
                  type="url"
                  inputMode="url"
                  value={link.url}
                  placeholder="https://"
                  maxLength={authorProfileConstants.maxLinkUrlLength}
                  onChange={(event) => change(index, 'url', event.target.value)}
                />
                <button type="button" className="fo-button fo-button--quiet" onClick={() => setLinks((list) => list.filter((_, i) => i !== index))} disabled={busy}>
                  <span aria-hidden="true">×</span>
                  <span className="fo-visually-hidden">{profileDialogTexts.removeLink(link.title)}</span>
                </button>
              </li>
            ))}
          </ol>
          {links.length < authorProfileConstants.maxLinks && (
            <button type="button" className="fo-button fo-button--secondary fo-profile__add" onClick={addLink} disabled={busy}>
              {profileDialogTexts.addLink}
            </button>
          )}
        </fieldset>
        <p className="fo-field__hint">
          <a href={`/${encodeURIComponent(user.uri)}/`} target="_blank" rel="noopener">
            {profileDialogTexts.viewProfile}
          </a>
        </p>
        <div role="alert" className="fo-dialog__alert">
          {upload.isError && <p className="fo-form-error">{profileDialogTexts.uploadFailed(errorText(upload.error))}</p>}
          {save.isError && <p className="fo-form-error">{profileDialogTexts.saveFailed(refusalText(save.error))}</p>}
        </div>
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={onClose} disabled={busy}>
            {profileDialogTexts.cancel}
          </button>
          <button type="submit" className="fo-button fo-button--primary" disabled={busy} aria-busy={save.isPending || undefined}>
            {save.isPending ? profileDialogTexts.saving : profileDialogTexts.save}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
