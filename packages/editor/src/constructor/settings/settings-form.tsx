import { settingsTexts } from '@folio/model';
import { SettingsTabs, type SettingsTab } from './settings-tabs';
import type { SettingsFormState, SettingsSave } from './use-settings-form';

/**
 * The body of a settings dialog: its sections as tabs (a tab with a wrong field marked), then the alert and
 * Cancel / Save. Save (or Enter in a line) asks the dialog what it saves (`check`) and writes it as useSettingsForm
 * says.
 */
export function SettingsForm<F extends string, T extends string>({
  state,
  tabs,
  check,
}: {
  state: SettingsFormState<F, T>;
  tabs: readonly Omit<SettingsTab<T>, 'invalid'>[];
  check: () => SettingsSave<F>;
}) {
  const { busy, onClose } = state;
  return (
    <form ref={state.root} className="fo-settings" noValidate onSubmit={(event) => void state.submit(event, check)}>
      <SettingsTabs label={settingsTexts.sections} active={state.tab} onChange={state.setTab} tabs={tabs.map((tab) => ({ ...tab, invalid: state.invalidIn(tab.id) }))} />
      <div className="fo-settings__foot">
        <div className="fo-settings__alert" role="alert">
          {state.alert && <p className="fo-form-error">{state.alert}</p>}
        </div>
        <div className="fo-dialog__buttons">
          <button type="button" className="fo-button fo-button--secondary" onClick={onClose} disabled={busy}>
            {settingsTexts.cancel}
          </button>
          <button type="submit" className="fo-button fo-button--primary" disabled={busy}>
            {busy ? settingsTexts.saving : settingsTexts.save}
          </button>
        </div>
      </div>
    </form>
  );
}
