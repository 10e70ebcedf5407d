import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { defaultViewOpts, performanceTexts, settingsTexts, type ViewerType } from '@folio/model';
import { ModalDialog } from '../../app/modal-dialog';
import { queryKeys, useApi } from '../../app/queries';
import { useEditor } from '../use-editor';
import { CheckSetting } from './check-setting';
import { PerformanceReport } from './performance-report';
import { PrivacySettings } from './privacy-settings';
import type { Privacy } from './privacy';
import { cleanUri } from './page-settings-form';
import {
  codeFields,
  controlOptions,
  displayOptions,
  projectFormChanges,
  projectFormOf,
  type FlagOption,
  type ProjectForm,
  type ProjectFormField,
} from './project-settings-form';
import { SettingsForm } from './settings-form';
import { TextSetting } from './text-setting';
import { useSettingsForm, type FieldTabs, type SettingsFormProps } from './use-settings-form';
import './settings.css';

type ProjectTab = 'general' | 'viewer' | 'code' | 'privacy' | 'performance';

const FIELD_TABS: FieldTabs<ProjectFormField, ProjectTab> = [
  ['title', 'general'],
  ['uri', 'general'],
  ['description', 'general'],
  ['scalewidth', 'viewer'],
  ['ci_head', 'code'],
  ['ci_body_top', 'code'],
  ['ci_body_bottom', 'code'],
  ['ci_css', 'code'],
  ['fonts_link', 'code'],
  ['password', 'privacy'],
];

const CODE_LABELS = {
  ci_head: settingsTexts.ciHead,
  ci_body_top: settingsTexts.ciBodyTop,
  ci_body_bottom: settingsTexts.ciBodyBottom,
  ci_css: settingsTexts.ciCss,
} as const;

const defaultHint = (option: FlagOption) =>
  [settingsTexts.viewOptsHints[option], defaultViewOpts[option] ? settingsTexts.defaultOn : settingsTexts.defaultOff].filter(Boolean).join(' ');

/**
 * The project's settings (docs/editor-settings.md): title and description, every viewer option, code injection and
 * the font link, and privacy. Save (or Enter in a line) writes the project fields as one `updateProject` (one undo
 * step, sent by the save queue as PATCH /api/mag/{id}) after the privacy, which goes straight to the API.
 * Escape or Cancel drops what was typed.
 */
export function ProjectSettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog open={open} title={settingsTexts.projectSettings} onClose={onClose} busy={busy}>
      {open && <ProjectSettingsForm onClose={onClose} busy={busy} setBusy={setBusy} />}
    </ModalDialog>
  );
}

function ProjectSettingsForm(props: SettingsFormProps) {
  const editor = useEditor();
  const api = useApi();
  const project = useRef(editor.document.project).current;
  const magId = editor.document.magId;
  // The author's projects, read afresh: their addresses are taken; this project's number stands for an empty one.
  const projects = useQuery({ queryKey: queryKeys.projects, queryFn: api.projects, staleTime: 0 });
  const me = useQuery({ queryKey: queryKeys.me, queryFn: api.me });
  const takenUris = (projects.data ?? []).filter((other) => other._id !== magId).flatMap((other) => [other.uri, other.published_uri].filter((uri) => uri !== null));
  const numId = projects.data?.find((own) => own._id === magId)?.num_id;
  const initial = useRef(projectFormOf(project)).current;
  const [form, setForm] = useState<ProjectForm>(initial);
  const state = useSettingsForm(FIELD_TABS, 'general', props);
  const { errors } = state;
  const [makePrivate, setMakePrivate] = useState<boolean | null>(null);
  const isPrivate = makePrivate ?? state.privacy.privacy?.is_private ?? false;

  const text = (field: Exclude<ProjectFormField, 'scalewidth'>) => ({
    name: field,
    value: form[field],
    onChange: (value: string) => {
      setForm((now) => ({ ...now, [field]: value }));
      state.clearError(field);
    },
    error: errors[field],
  });
  const setOpt = <K extends keyof ProjectForm['opts']>(name: K, value: ProjectForm['opts'][K]) => {
    setForm((now) => ({ ...now, opts: { ...now.opts, [name]: value } }));
    if (name === 'scalewidth') state.clearError('scalewidth');
  };
  const flag = (option: FlagOption) => (
    <CheckSetting
      key={option}
      name={option}
      label={settingsTexts.viewOpts[option]}
      hint={defaultHint(option)}
      checked={form.opts[option]}
      onChange={(on) => setOpt(option, on)}
    />
  );

  const check = () => {
    const outcome = projectFormChanges(project, initial, form, takenUris);
    return {
      errors: outcome.errors,
      privacy: (current: Privacy) => ({ is_private: isPrivate, isPrivatePages: current.isPrivatePages }),
      fields: outcome.fields,
      write: () => editor.run('updateProject', { fields: outcome.fields }),
      saved: settingsTexts.projectSettingsSaved,
    };
  };

  return (
    <SettingsForm
      state={state}
      check={check}
      tabs={[
        {
          id: 'general',
          label: settingsTexts.general,
          content: (
            <>
              <TextSetting {...text('title')} label={settingsTexts.projectTitle} hint={settingsTexts.projectTitleHint} />
              <TextSetting
                {...text('uri')}
                label={settingsTexts.projectAddress}
                prefix="…/"
                placeholder={numId === undefined ? undefined : String(numId)}
                hint={[
                  settingsTexts.projectAddressHint,
                  !errors.uri && me.data && (cleanUri(form.uri) || numId !== undefined) && settingsTexts.projectAddressExample(me.data.uri, cleanUri(form.uri) || String(numId)),
                ]
                  .filter(Boolean)
                  .join(' ')}
              />
              <TextSetting {...text('description')} label={settingsTexts.projectDescription} rows={4} hint={settingsTexts.projectDescriptionHint} />
            </>
          ),
        },
        {
          id: 'viewer',
          label: settingsTexts.viewer,
          content: (
            <>
              <fieldset className="fo-settings__group">
                <legend>{settingsTexts.layout}</legend>
                {(['vertical', 'horizontal'] as const satisfies readonly ViewerType[]).map((type) => (
                  <label key={type} className="fo-settings__check fo-settings__radio">
                    <input
                      type="radio"
                      name="viewertype"
                      value={type}
                      checked={form.opts.viewertype === type}
                      onChange={() => setOpt('viewertype', type)}
                    />
                    <span className="fo-settings__check-text">
                      <span className="fo-settings__check-label">{settingsTexts.layoutNames[type]}</span>
                      <span className="fo-settings__check-hint">
                        {settingsTexts.viewerTypes[type]} {type === defaultViewOpts.viewertype ? settingsTexts.defaultLayout(settingsTexts.layoutNames[type]) : ''}
                      </span>
                    </span>
                  </label>
                ))}
              </fieldset>
              <div className="fo-settings__columns">
                <fieldset className="fo-settings__group">
                  <legend>{settingsTexts.controls}</legend>
                  {controlOptions.map(flag)}
                </fieldset>
                <fieldset className="fo-settings__group">
                  <legend>{settingsTexts.display}</legend>
                  {displayOptions.map(flag)}
                </fieldset>
              </div>
              <TextSetting
                name="scalewidth"
                inputMode="numeric"
                label={settingsTexts.scaleWidth}
                value={form.opts.scalewidth}
                onChange={(value) => setOpt('scalewidth', value)}
                error={errors.scalewidth}
                hint={settingsTexts.scaleWidthHint(defaultViewOpts.scalewidth)}
              />
              <button
                type="button"
                className="fo-button fo-button--secondary fo-button--small"
                onClick={() => {
                  setForm((now) => ({ ...now, opts: { ...defaultViewOpts, scalewidth: String(defaultViewOpts.scalewidth) } }));
                  state.clearError('scalewidth');
                }}
              >
                {settingsTexts.restoreDefaults}
              </button>
            </>
          ),
        },
        {
          id: 'code',
          label: settingsTexts.code,
          content: (
            <>
              <p className="fo-settings__lead">{settingsTexts.codeHint}</p>
              {codeFields.map((field) => (
                <TextSetting key={field} {...text(field)} label={CODE_LABELS[field]} rows={4} code />
              ))}
              <TextSetting {...text('fonts_link')} type="url" inputMode="url" label={settingsTexts.fontsLink} hint={settingsTexts.fontsLinkHint} />
            </>
          ),
        },
        {
          id: 'privacy',
          label: settingsTexts.privacy,
          content: (
            <PrivacySettings state={state}>
              <CheckSetting name="is_private" label={settingsTexts.privateProject} hint={settingsTexts.privateProjectHint} checked={isPrivate} onChange={(on) => setMakePrivate(on)} />
            </PrivacySettings>
          ),
        },
        { id: 'performance', label: performanceTexts.tab, content: <PerformanceReport magId={magId} /> },
      ]}
    />
  );
}
