import { useId, useState } from 'react';
import { privateShareTexts, publishTexts, settingsTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { useNotify } from '../../app/notices';
import { planPrivacy } from '../settings/privacy';
import { TextSetting } from '../settings/text-setting';
import { usePrivacy } from '../settings/use-privacy';

/**
 * Who can see the project: public, or private with a password. The project settings' privacy code reads and writes it
 * (POST /api/privacy/mag/{numId}: live state, applied at once, not undoable); protected pages stay as they are.
 */
export function PrivacySection({ magId, address, title }: { magId: string; address: string; title: string }) {
  const { privacy, pending, error, write } = usePrivacy(magId, true);
  const notify = useNotify();
  const name = useId();
  const [wish, setWish] = useState<boolean | null>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The password just set, for the e-mail share (the server keeps only its hash): this panel's life only.
  const [shared, setShared] = useState<string | null>(null);
  const isPrivate = wish ?? privacy?.is_private ?? false;

  const apply = async () => {
    if (!privacy) return;
    const plan = planPrivacy(privacy, { is_private: isPrivate, isPrivatePages: privacy.isPrivatePages, password });
    if (plan.error !== undefined) return setProblem(plan.error);
    setProblem(null);
    if (!plan.body) return;
    setBusy(true);
    try {
      await write(privacy, plan.body);
      setShared(isPrivate && password ? password : null);
      setWish(null);
      setPassword('');
      notify('success', publishTexts.privacySaved);
    } catch (failure) {
      setProblem(settingsTexts.saveFailed(errorText(failure)));
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (pending) body = <p className="fo-publish__note">{settingsTexts.loadingPrivacy}</p>;
  else if (error || !privacy) body = <p className="fo-form-error">{settingsTexts.privacyLoadFailed(errorText(error))}</p>;
  else {
    const changed = isPrivate !== privacy.is_private || password !== '';
    body = (
      <form
        className="fo-publish__privacy"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <fieldset className="fo-publish__choices">
          <legend className="fo-visually-hidden">{publishTexts.privacy}</legend>
          {([false, true] as const).map((option) => (
            <label key={String(option)} className="fo-publish__choice">
              <input type="radio" name={name} checked={isPrivate === option} onChange={() => setWish(option)} />
              <span>
                <span className="fo-publish__choice-label">{option ? publishTexts.privacyPrivate : publishTexts.privacyPublic}</span>
                <span className="fo-publish__choice-hint">{option ? publishTexts.privacyPrivateHint : publishTexts.privacyPublicHint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {isPrivate && (
          <TextSetting
            name="publish-password"
            type="password"
            autoComplete="new-password"
            label={settingsTexts.password}
            value={password}
            onChange={(value) => {
              setPassword(value);
              setProblem(null);
            }}
            error={problem ?? undefined}
            hint={privacy.hasPass ? settingsTexts.passwordKeep : settingsTexts.passwordHint}
          />
        )}
        {!isPrivate && problem && <p className="fo-form-error">{problem}</p>}
        {privacy.is_private && shared && (
          <p className="fo-publish__note">
            <a className="fo-button fo-button--quiet fo-button--small" href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${address}\n\n${privateShareTexts.password(shared)}`)}`}>
              {publishTexts.privacyEmail}
            </a>{' '}
            {publishTexts.privacyEmailHint}
          </p>
        )}
        <div className="fo-publish__row">
          <p className="fo-publish__note">{settingsTexts.privacyLive}</p>
          <button type="submit" className="fo-button fo-button--secondary fo-button--small" disabled={busy || !changed} aria-busy={busy || undefined}>
            {busy ? settingsTexts.saving : publishTexts.privacySave}
          </button>
        </div>
      </form>
    );
  }
  return (
    <section className="fo-publish__section" aria-labelledby="fo-publish-privacy">
      <h3 id="fo-publish-privacy" className="fo-publish__heading">
        {publishTexts.privacy}
      </h3>
      {body}
    </section>
  );
}
