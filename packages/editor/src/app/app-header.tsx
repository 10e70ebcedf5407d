import { useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dashboardTexts, imageVariantUrl, profileDialogTexts, type User } from '@folio/model';
import { ProfileDialog } from '../dashboard/profile-dialog';
import { errorText } from './api';
import { FolioMark, LogOutIcon } from './icons';
import { AppLink, navigate } from './navigation';
import { useNotify } from './notices';
import { queryKeys, useApi } from './queries';
import { homePath } from './routes';

/** The bar on top of every signed-in screen: the app's mark (home), what the screen adds, the account and Log out. */
export function AppHeader({ user, children }: { user: User; children?: ReactNode }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [editingProfile, setEditingProfile] = useState(false);
  const logOut = useMutation({
    mutationFn: api.logOut,
    onSuccess: () => {
      // The app shows the welcome screen, and nothing of this account stays in memory for whoever signs in next.
      // (The `me` query is set, not removed: the app keeps observing it.)
      queryClient.setQueryData(queryKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.me[0] });
      navigate(homePath);
    },
    onError: (error) => notify('error', dashboardTexts.logOutFailed(errorText(error))),
  });
  return (
    <header className="fo-header">
      <AppLink href={homePath} className="fo-brand" aria-label={dashboardTexts.home}>
        <FolioMark />
        <span className="fo-header__name" aria-hidden="true">
          {dashboardTexts.appName}
        </span>
      </AppLink>
      <div className="fo-header__middle">{children}</div>
      <div className="fo-header__account">
        {user.avatar ? (
          <img className="fo-avatar" src={imageVariantUrl(user.avatar, { width: AVATAR_PX, dpr: 2 })} alt="" width={AVATAR_PX} height={AVATAR_PX} />
        ) : (
          <span className="fo-avatar" aria-hidden="true">
            {initialOf(user.name)}
          </span>
        )}
        <span className="fo-header__user">
          <span className="fo-visually-hidden">{dashboardTexts.signedInAs} </span>
          {user.name}
        </span>
        <button type="button" className="fo-button fo-button--quiet" onClick={() => setEditingProfile(true)} aria-haspopup="dialog">
          {profileDialogTexts.open}
        </button>
        <button type="button" className="fo-button fo-button--quiet" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
          <LogOutIcon />
          {logOut.isPending ? dashboardTexts.loggingOut : dashboardTexts.logOut}
        </button>
      </div>
      <ProfileDialog user={user} open={editingProfile} onClose={() => setEditingProfile(false)} />
    </header>
  );
}

// The header's avatar, as app.css draws it.
const AVATAR_PX = 32;

const initialOf = (name: string) => Array.from(name.trim())[0]?.toUpperCase() ?? '';
