import { useRef, useState, type FormEvent } from 'react';
import { settingsTexts } from '@folio/model';
import { errorText } from '../../app/api';
import { useNotify } from '../../app/notices';
import { useEditor } from '../use-editor';
import { focusSetting } from './focus-setting';
import { planPrivacy, type Privacy, type PrivacyWish } from './privacy';
import { usePrivacy } from './use-privacy';

/** What a settings form is given by its dialog: closing, and the busy state the dialog shares with it. */
export interface SettingsFormProps {
  onClose: () => void;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

/** A dialog's fields (and the privacy password) with the tab each lives in, in the order the dialog shows them. */
export type FieldTabs<F extends string, T extends string> = readonly (readonly [F | 'password', T])[];

export type SettingsErrors<F extends string> = Partial<Record<F | 'password', string>>;

/** What one Save of a dialog amounts to, checked when Save is pressed. */
export interface SettingsSave<F extends string> {
  /** The fields' own errors (the password's is the privacy plan's). */
  errors: SettingsErrors<F>;
  /** The privacy the author asks for, given the current one (the password typed is added). */
  privacy: (current: Privacy) => Omit<PrivacyWish, 'password'>;
  /** The document fields that change (none: nothing to write). */
  fields: object;
  /** Writes those fields to the document (one command, one undo step). */
  write: () => void;
  /** The notice shown when anything was saved. */
  saved: string;
}

/**
 * The state both settings dialogs share: the open tab, the errors and the tabs they mark, the privacy read fresh
 * with its password, and the Save: the privacy call first (straight to the API), then the document's fields, then
 * the dialog closes. A wrong field stops the Save and its tab opens with the field in view.
 */
export function useSettingsForm<F extends string, T extends string>(
  fieldTabs: FieldTabs<F, T>,
  firstTab: T,
  { onClose, busy, setBusy }: SettingsFormProps,
) {
  const editor = useEditor();
  const notify = useNotify();
  const root = useRef<HTMLFormElement>(null);
  const [tab, setTab] = useState<T>(firstTab);
  const [errors, setErrors] = useState<SettingsErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const privacy = usePrivacy(editor.document.magId, true);
  const [password, setPassword] = useState('');

  const clearError = (field: F | 'password') => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest as SettingsErrors<F>);
  };

  const showFirstError = (found: SettingsErrors<F>) => {
    const first = fieldTabs.find(([field]) => found[field]);
    if (!first) return;
    setTab(first[1]);
    requestAnimationFrame(() => focusSetting(root.current, first[0]));
  };

  const submit = async (event: FormEvent, check: () => SettingsSave<F>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const save = check();
    const found: SettingsErrors<F> = { ...save.errors };
    const current = privacy.privacy;
    const plan = current ? planPrivacy(current, { ...save.privacy(current), password }) : { body: null };
    if (plan.error) found.password = plan.error;
    if (Object.keys(found).length) {
      setErrors(found);
      showFirstError(found);
      return;
    }
    if (current && plan.body) {
      setBusy(true);
      try {
        await privacy.write(current, plan.body);
      } catch (error) {
        setFailure(settingsTexts.saveFailed(errorText(error)));
        return;
      } finally {
        setBusy(false);
      }
    }
    const changed = Object.keys(save.fields).length > 0;
    if (changed) save.write();
    if (changed || plan.body) notify('success', save.saved);
    onClose();
  };

  return {
    onClose,
    busy,
    root,
    tab,
    setTab,
    errors,
    clearError,
    privacy,
    password,
    setPassword: (value: string) => {
      setPassword(value);
      clearError('password');
    },
    submit,
    // A failed call stays until the next Save; "fix the fields" goes once every wrong field is fixed.
    alert: failure ?? (Object.keys(errors).length ? settingsTexts.fixErrors : null),
    invalidIn: (tabId: T) => fieldTabs.some(([field, at]) => at === tabId && errors[field]),
  };
}

export type SettingsFormState<F extends string, T extends string> = ReturnType<typeof useSettingsForm<F, T>>;
