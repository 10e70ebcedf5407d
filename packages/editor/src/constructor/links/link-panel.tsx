import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  constructorTexts,
  linkEntityOfForm,
  linkFormOf,
  linkKindsWithTarget,
  linkPanelConstants,
  linkPanelKinds,
  linkPanelTexts,
  shareNetworks,
  shareScopes,
  type LinkForm,
  type LinkFormErrors,
  type LinkFormField,
  type LinkPanelKind,
  type LinkTargetPage,
  type LinkStyle,
  type ShareNetwork,
  type ShareScope,
  DEFAULT_LINK_STYLE_NAME,
  stylesTexts,
} from '@folio/model';
import { ModalDialog } from '../../app/modal-dialog';
import { queryKeys, useApi } from '../../app/queries';
import { panelPlace } from './link-panel-place';
import type { LinkEditRequest } from './link-panel-store';
import './links.css';

// The link panel (docs/editor-links.md): the type of link, the fields that type needs, the target, Apply, Cancel and
// Remove link. The model's link rules check the fields and make the link; a problem is shown under its field and
// nothing is written.

/** The fields each type shows, in order: the first takes the focus, the first with a problem takes it on Apply. */
const fieldsOfKind: Record<LinkPanelKind, LinkFormField[]> = {
  URL: ['url'],
  Email: ['email'],
  Phone: ['phone'],
  Page: ['pageId'],
  Anchor: ['anchorPageId', 'anchorPosition'],
  ScrollToTop: [],
  GoBack: [],
  Share: ['shareNetwork', 'shareScope'],
  StartWithTemplate: ['templateId'],
  Mailchimp: ['mailchimpBaseUrl', 'mailchimpUuid', 'mailchimpLid'],
};

export interface LinkPanelProps {
  request: LinkEditRequest;
  pages: readonly LinkTargetPage[];
  currentPageId: string;
  /** The project's link styles, offered for a link in a text (request.offerLinkStyle). */
  linkStyles?: readonly LinkStyle[];
  onClose: () => void;
}

export function LinkPanel({ request, pages, currentPageId, linkStyles = [], onClose }: LinkPanelProps) {
  const [form, setForm] = useState<LinkForm>(() => linkFormOf(request.initial, pages, currentPageId));
  // A link without a style draws with the default one; '' stands for it when the project has no style of that name.
  const hasDefaultStyle = linkStyles.some((style) => style.name === DEFAULT_LINK_STYLE_NAME);
  const [linkStyle, setLinkStyle] = useState(() => request.initial?.linkStyle ?? (hasDefaultStyle ? DEFAULT_LINK_STYLE_NAME : ''));
  const offerLinkStyle = request.offerLinkStyle !== false;
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;
  const canRemove = request.canRemove ?? request.initial !== null;

  // The native dialog is the app's modal dialog; the panel places it beside what it links (again whenever its size
  // changes: when it opens, when another type shows other fields).
  const anchor = request.anchorRect;
  useLayoutEffect(() => {
    const dialog = formRef.current?.closest('dialog');
    if (!dialog) return;
    dialog.classList.add('fo-link-dialog');
    dialog.style.setProperty('--fo-link-panel-width', `${linkPanelConstants.widthPx}px`);
    if (!anchor) return;
    dialog.classList.add('fo-link-dialog--placed');
    const place = () => {
      const box = dialog.getBoundingClientRect();
      const at = panelPlace(anchor, { width: box.width || linkPanelConstants.widthPx, height: box.height }, { width: window.innerWidth, height: window.innerHeight });
      dialog.style.left = `${at.left}px`;
      dialog.style.top = `${at.top}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(dialog);
    return () => observer.disconnect();
  }, [anchor]);
  useLayoutEffect(() => {
    const first = fieldsOfKind[form.kind][0];
    const element = formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first ?? 'kind'))}`);
    element?.setAttribute('autofocus', '');
    // Only the opening matters: showModal reads it once.
  }, []);

  const set = <K extends keyof LinkForm>(field: K, value: LinkForm[K]) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors(({ [field as LinkFormField]: _gone, ...rest }) => rest);
  };

  const apply = () => {
    const result = linkEntityOfForm(form, pages);
    if (!result.ok) {
      setErrors(result.errors);
      const first = fieldsOfKind[form.kind].find((field) => result.errors[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(idOf(first))}`)?.focus();
      return;
    }
    const { linkStyle: _none, ...entity } = result.entity;
    // The default style is the one a link without a name draws with: a link keeps no name for it unless it had one.
    const named = offerLinkStyle && linkStyle && !(linkStyle === DEFAULT_LINK_STYLE_NAME && !request.initial?.linkStyle);
    request.apply(named ? { ...entity, linkStyle } : entity);
    onClose();
  };
  const remove = () => {
    request.apply(null);
    onClose();
  };

  const field = (name: LinkFormField | 'kind', label: string, control: (props: FieldProps) => ReactNode, hint?: string) => {
    const id = idOf(name);
    const error = name === 'kind' ? undefined : errors[name];
    const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
    return (
      <div className="fo-field fo-link-panel__field">
        <label className="fo-field__label" htmlFor={id}>
          {label}
        </label>
        {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
        {hint && (
          <p id={`${id}-hint`} className="fo-field__hint">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="fo-field__error">
            {error}
          </p>
        )}
      </div>
    );
  };
  const text = (name: Extract<LinkFormField, 'url' | 'email' | 'phone' | 'anchorPosition' | 'templateId' | 'mailchimpBaseUrl' | 'mailchimpUuid' | 'mailchimpLid'>, type: string, extra: Record<string, string> = {}) =>
    (props: FieldProps) => (
      <input {...props} {...extra} className="fo-input" type={type} value={form[name]} autoComplete="off" spellCheck={false} onChange={(event) => set(name, event.target.value)} />
    );
  const pageSelect = (name: 'pageId' | 'anchorPageId') => (props: FieldProps) => (
    <select {...props} className="fo-input fo-link-panel__select" value={form[name]} onChange={(event) => set(name, event.target.value)}>
      <option value="">{linkPanelTexts.choosePage}</option>
      {pages.map((page, index) => (
        <option key={page._id} value={page._id}>
          {constructorTexts.pageName(index + 1, page.title)}
        </option>
      ))}
    </select>
  );

  return (
    <ModalDialog open title={linkPanelTexts.title} onClose={onClose}>
      <form
        ref={formRef}
        className="fo-link-panel"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        {request.note && <p className="fo-link-panel__note">{request.note}</p>}
        {field('kind', linkPanelTexts.kind, (props) => (
          <select {...props} className="fo-input fo-link-panel__select" value={form.kind} onChange={(event) => set('kind', event.target.value as LinkPanelKind)}>
            {linkPanelKinds.map((kind) => (
              <option key={kind} value={kind}>
                {linkPanelTexts.kinds[kind]}
              </option>
            ))}
          </select>
        ))}

        {form.kind === 'URL' && field('url', linkPanelTexts.url, text('url', 'text', { placeholder: linkPanelTexts.urlPlaceholder, inputMode: 'url' }), linkPanelTexts.urlHint)}
        {form.kind === 'Email' && field('email', linkPanelTexts.email, text('email', 'email', { placeholder: linkPanelTexts.emailPlaceholder }))}
        {form.kind === 'Phone' && field('phone', linkPanelTexts.phone, text('phone', 'tel', { placeholder: linkPanelTexts.phonePlaceholder }))}
        {form.kind === 'Page' && field('pageId', linkPanelTexts.page, pageSelect('pageId'))}
        {form.kind === 'Anchor' && (
          <div className="fo-link-panel__row">
            {field('anchorPageId', linkPanelTexts.anchorPage, pageSelect('anchorPageId'))}
            {field('anchorPosition', linkPanelTexts.anchorPosition, text('anchorPosition', 'text', { inputMode: 'numeric', placeholder: linkPanelTexts.anchorPositionPlaceholder }), linkPanelTexts.anchorPositionHint)}
          </div>
        )}
        {form.kind === 'ScrollToTop' && <p className="fo-link-panel__note">{linkPanelTexts.scrollToTopHint}</p>}
        {form.kind === 'GoBack' && <p className="fo-link-panel__note">{linkPanelTexts.goBackHint}</p>}
        {form.kind === 'Share' && (
          <div className="fo-link-panel__row">
            {field('shareNetwork', linkPanelTexts.shareNetwork, (props) => (
              <select {...props} className="fo-input fo-link-panel__select" value={form.shareNetwork} onChange={(event) => set('shareNetwork', event.target.value as ShareNetwork)}>
                {shareNetworks.map((network) => (
                  <option key={network} value={network}>
                    {linkPanelTexts.shareNetworks[network]}
                  </option>
                ))}
              </select>
            ))}
            {field('shareScope', linkPanelTexts.shareScope, (props) => (
              <select {...props} className="fo-input fo-link-panel__select" value={form.shareScope} onChange={(event) => set('shareScope', event.target.value as ShareScope)}>
                {shareScopes.map((scope) => (
                  <option key={scope} value={scope}>
                    {linkPanelTexts.shareScopes[scope]}
                  </option>
                ))}
              </select>
            ))}
          </div>
        )}
        {form.kind === 'StartWithTemplate' && <TemplateField form={form} set={set} field={field} text={text} />}
        {form.kind === 'Mailchimp' && (
          <>
            {field('mailchimpBaseUrl', linkPanelTexts.mailchimpBaseUrl, text('mailchimpBaseUrl', 'text', { placeholder: linkPanelTexts.mailchimpBaseUrlPlaceholder }), linkPanelTexts.mailchimpHint)}
            <div className="fo-link-panel__row">
              {field('mailchimpUuid', linkPanelTexts.mailchimpUuid, text('mailchimpUuid', 'text'))}
              {field('mailchimpLid', linkPanelTexts.mailchimpLid, text('mailchimpLid', 'text'))}
            </div>
          </>
        )}

        {offerLinkStyle && (
          <div className="fo-field fo-link-panel__field">
            <label className="fo-field__label" htmlFor={idOf('linkStyle')}>
              {stylesTexts.linkStyle}
            </label>
            <select id={idOf('linkStyle')} className="fo-input fo-link-panel__select" value={linkStyle} onChange={(event) => setLinkStyle(event.target.value)}>
              {!hasDefaultStyle && <option value="">{stylesTexts.linkStyleDefault}</option>}
              {linkStyles.map((style) => (
                <option key={style.name} value={style.name}>
                  {style.label?.trim() || style.name}
                </option>
              ))}
              {linkStyle && !linkStyles.some((style) => style.name === linkStyle) && <option value={linkStyle}>{linkStyle}</option>}
            </select>
          </div>
        )}

        {linkKindsWithTarget.includes(form.kind) && (
          <label className="fo-check fo-link-panel__check">
            <input type="checkbox" checked={form.newTab} onChange={(event) => set('newTab', event.target.checked)} />
            {linkPanelTexts.newTab}
          </label>
        )}

        <div className="fo-link-panel__buttons">
          {canRemove && (
            <button type="button" className="fo-button fo-button--quiet fo-button--danger-quiet fo-link-panel__remove" onClick={remove}>
              {linkPanelTexts.remove}
            </button>
          )}
          <button type="button" className="fo-button fo-button--secondary" onClick={onClose}>
            {linkPanelTexts.cancel}
          </button>
          <button type="submit" className="fo-button fo-button--primary">
            {linkPanelTexts.apply}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

interface FieldProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

type FieldMaker = (name: LinkFormField, label: string, control: (props: FieldProps) => ReactNode, hint?: string) => ReactNode;
type TextMaker = (name: 'templateId', type: string, extra?: Record<string, string>) => (props: FieldProps) => ReactNode;

/** The author's templates to start with (GET /api/user_templates/); an id is typed when there are none. */
function TemplateField({ form, set, field, text }: { form: LinkForm; set: (name: 'templateId', value: string) => void; field: FieldMaker; text: TextMaker }) {
  const api = useApi();
  const templates = useQuery({ queryKey: queryKeys.templates, queryFn: api.templates });
  const list = templates.data ?? [];
  if (templates.isPending) return <p className="fo-link-panel__note">{linkPanelTexts.templatesLoading}</p>;
  if (!list.length) return field('templateId', linkPanelTexts.templateId, text('templateId', 'text'), linkPanelTexts.noTemplates);
  const known = list.some((template) => template.id === form.templateId);
  return field(
    'templateId',
    linkPanelTexts.template,
    (props) => (
      <select {...props} className="fo-input fo-link-panel__select" value={form.templateId} onChange={(event) => set('templateId', event.target.value)}>
        <option value="">{linkPanelTexts.chooseTemplate}</option>
        {!known && form.templateId && <option value={form.templateId}>{form.templateId}</option>}
        {list.map((template) => (
          <option key={template.id} value={template.id}>
            {template.name}
          </option>
        ))}
      </select>
    ),
    linkPanelTexts.templateHint,
  );
}
