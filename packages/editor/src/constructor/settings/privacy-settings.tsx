import type { ReactNode } from 'react';
import { settingsTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { TextSetting } from './text-setting';
import type { SettingsFormState } from './use-settings-form';

/**
 * A settings dialog's privacy section: a word while the privacy is read, why it could not be, or the dialog's own
 * switch (`children`: the project private, the page protected) with the one password and the note that it is live.
 */
export function PrivacySettings<F extends string, T extends string>({ state, children }: { state: SettingsFormState<F, T>; children: ReactNode }) {
  const { privacy, pending, error } = state.privacy;
  if (pending) return <p className="fo-settings__lead">{settingsTexts.loadingPrivacy}</p>;
  if (error) {
    return (
      <p className="fo-form-error" role="alert">
        {settingsTexts.privacyLoadFailed(errorText(error))}
      </p>
    );
  }
  return (
    <>
      {children}
      <TextSetting
        name="password"
        type="password"
        autoComplete="new-password"
        label={settingsTexts.password}
        value={state.password}
        onChange={state.setPassword}
        error={state.errors.password}
        hint={privacy?.hasPass ? `${settingsTexts.passwordHint} ${settingsTexts.passwordKeep}` : settingsTexts.passwordHint}
      />
      <p className="fo-settings__note">{settingsTexts.privacyLive}</p>
    </>
  );
}
