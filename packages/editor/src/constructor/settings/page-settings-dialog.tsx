import { useRef, useState } from 'react';
import { constructorTexts, settingsTexts } from '@folio/model';
import { ModalDialog } from '../../app/modal-dialog';
import type { EditorPage } from '../../core';
import { PicturePickerButton } from '../uploads/picture-picker';
import { useEditor } from '../use-editor';
import { CheckSetting } from './check-setting';
import { cleanUri, heightRange, otherPageUris, pageFormChanges, pageFormOf, pageTextLimits, type PageForm, type PageFormField } from './page-settings-form';
import { PrivacySettings } from './privacy-settings';
import { withPageProtected, type Privacy } from './privacy';
import { SettingsForm } from './settings-form';
import { TextSetting } from './text-setting';
import { useSettingsForm, type FieldTabs, type SettingsFormProps } from './use-settings-form';
import './settings.css';

type PageTab = 'address' | 'sharing' | 'viewports' | 'password';

// Where each field lives, in the order the dialog shows them: the first wrong one is brought into view.
const FIELD_TABS: FieldTabs<PageFormField, PageTab> = [
  ['title', 'address'],
  ['uri', 'address'],
  ['seoTitle', 'address'],
  ['seoDescription', 'address'],
  ['seoKeywords', 'address'],
  ['shareTitle', 'sharing'],
  ['shareDescription', 'sharing'],
  ['shareTweet', 'sharing'],
  ['shareImage', 'sharing'],
  ['height', 'viewports'],
  ['tabletHeight', 'viewports'],
  ['phoneHeight', 'viewports'],
  ['password', 'password'],
];

/**
 * A page's settings (docs/editor-settings.md): its name, address, search and share texts, its tablet and phone
 * versions and heights, and its password protection. Nothing is written until Save (or Enter in a line): then the
 * page fields go to the document as one `updatePage` (one undo step, saved by the save queue), after the
 * protection, which is privacy and goes straight to the API. Escape or Cancel drops what was typed.
 */
export function PageSettingsDialog({ pageId, onClose }: { pageId: string | null; onClose: () => void }) {
  const editor = useEditor();
  const page = pageId ? editor.document.pages[pageId] : undefined;
  const num = pageId ? editor.document.pageIds.indexOf(pageId) + 1 : 0;
  const name = constructorTexts.pageName(num, page?.title);
  const [busy, setBusy] = useState(false);
  return (
    <ModalDialog open={Boolean(page)} title={settingsTexts.pageSettingsTitle(name)} onClose={onClose} busy={busy}>
      {page && <PageSettingsForm key={page._id} page={page} num={num} onClose={onClose} busy={busy} setBusy={setBusy} />}
    </ModalDialog>
  );
}

function PageSettingsForm({ page, num, ...props }: { page: EditorPage; num: number } & SettingsFormProps) {
  const editor = useEditor();
  const initial = useRef(pageFormOf(page)).current;
  const [form, setForm] = useState(initial);
  const state = useSettingsForm(FIELD_TABS, 'address', props);
  const { errors } = state;
  const [protect, setProtect] = useState<boolean | null>(null);
  const isProtected = protect ?? state.privacy.privacy?.isPrivatePages.includes(page._id) ?? false;

  const set = <K extends keyof PageForm>(field: K, value: PageForm[K]) => {
    setForm((now) => ({ ...now, [field]: value }));
    state.clearError(field);
  };
  const text = (field: PageFormField & keyof PageForm) => ({
    name: field,
    value: form[field] as string,
    onChange: (value: string) => set(field, value as never),
    error: errors[field],
  });

  const check = () => {
    const outcome = pageFormChanges(page, initial, form, otherPageUris(editor.document.pages, page._id));
    return {
      errors: outcome.errors,
      privacy: (current: Privacy) => ({ is_private: current.is_private, isPrivatePages: withPageProtected(current.isPrivatePages, page._id, isProtected) }),
      fields: outcome.fields,
      write: () => editor.run('updatePage', { pageId: page._id, fields: outcome.fields }),
      saved: settingsTexts.pageSettingsSaved,
    };
  };

  const uri = cleanUri(form.uri);
  const tablet = heightRange('tablet_portrait');
  const phone = heightRange('phone_portrait');
  const desktop = heightRange('default');

  return (
    <SettingsForm
      state={state}
      check={check}
      tabs={[
        {
          id: 'address',
          label: settingsTexts.address,
          content: (
            <>
              <TextSetting {...text('title')} label={settingsTexts.pageName} hint={settingsTexts.pageNameHint} />
              <TextSetting
                {...text('uri')}
                label={settingsTexts.addressLabel}
                prefix="…/"
                placeholder={String(num)}
                hint={
                  num === 1
                    ? `${settingsTexts.addressHint} ${settingsTexts.addressFirstPage}`
                    : `${settingsTexts.addressHint} ${errors.uri ? '' : settingsTexts.addressExample(`${uri || num}/`)}`
                }
              />
              <h3 className="fo-settings__heading">{settingsTexts.search}</h3>
              <TextSetting {...text('seoTitle')} label={settingsTexts.seoTitle} hint={settingsTexts.seoTitleHint} />
              <TextSetting {...text('seoDescription')} label={settingsTexts.seoDescription} rows={3} />
              <TextSetting {...text('seoKeywords')} label={settingsTexts.seoKeywords} hint={settingsTexts.seoKeywordsHint} />
            </>
          ),
        },
        {
          id: 'sharing',
          label: settingsTexts.shares,
          content: (
            <>
              <p className="fo-settings__lead">{settingsTexts.sharesHint}</p>
              <TextSetting {...text('shareTitle')} label={settingsTexts.shareTitle} />
              <TextSetting {...text('shareDescription')} label={settingsTexts.shareDescription} rows={3} />
              <TextSetting {...text('shareTweet')} label={settingsTexts.shareTweet} rows={2} hint={pageTextLimits.shareTweet ? settingsTexts.shareTweetHint(pageTextLimits.shareTweet) : undefined} />
              <TextSetting
                {...text('shareImage')}
                type="url"
                inputMode="url"
                label={settingsTexts.sharePicture}
                hint={settingsTexts.sharePictureHint}
              />
              <div className="fo-settings__picture">
                {form.shareImage.trim() && !errors.shareImage && <img src={form.shareImage.trim()} alt="" />}
                <PicturePickerButton label={settingsTexts.sharePictureUpload} onUploaded={(picture) => set('shareImage', picture.url)} />
                {form.shareImage.trim() && (
                  <button type="button" className="fo-button fo-button--quiet fo-button--small" onClick={() => set('shareImage', '')}>
                    {settingsTexts.removePicture}
                  </button>
                )}
              </div>
            </>
          ),
        },
        {
          id: 'viewports',
          label: settingsTexts.viewports,
          content: (
            <>
              <TextSetting {...text('height')} inputMode="numeric" label={settingsTexts.desktopHeight} placeholder={String(desktop.min)} hint={settingsTexts.heightHint(desktop.min, desktop.max)} />
              <CheckSetting name="tabletEnabled" label={settingsTexts.tabletEnabled} hint={settingsTexts.tabletEnabledHint} checked={form.tabletEnabled} onChange={(on) => set('tabletEnabled', on)} />
              <TextSetting {...text('tabletHeight')} inputMode="numeric" label={settingsTexts.tabletHeight} placeholder={form.height || String(tablet.min)} hint={settingsTexts.viewportHeightHint(tablet.min, tablet.max)} />
              <CheckSetting name="phoneEnabled" label={settingsTexts.phoneEnabled} hint={settingsTexts.phoneEnabledHint} checked={form.phoneEnabled} onChange={(on) => set('phoneEnabled', on)} />
              <TextSetting {...text('phoneHeight')} inputMode="numeric" label={settingsTexts.phoneHeight} placeholder={form.height || String(phone.min)} hint={settingsTexts.viewportHeightHint(phone.min, phone.max)} />
            </>
          ),
        },
        {
          id: 'password',
          label: settingsTexts.protection,
          content: (
            <PrivacySettings state={state}>
              <CheckSetting name="protected" label={settingsTexts.protectPage} hint={settingsTexts.protectPageHint} checked={isProtected} onChange={(on) => setProtect(on)} />
            </PrivacySettings>
          ),
        },
      ]}
    />
  );
}
