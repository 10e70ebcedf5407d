import { apiMessages, defaultViewOpts, magEditableShape, resolveViewOpts, settingsTexts, type MagEditable, type PartialViewOpts, type ViewOpts } from '@folio/model';
import type { ProjectChanges } from '../../core';
import { cleanUri } from './page-settings-form';
import { maxLengthOf, refusal } from './schema-checks';

/** The code injection fields of viewer-and-project.md §3, in the order the dialog shows them. */
export const codeFields = ['ci_head', 'ci_body_top', 'ci_body_bottom', 'ci_css'] as const;
export type CodeField = (typeof codeFields)[number];

/** The viewOpts flags (every option but the layout and the scale width), in the order the dialog shows them. */
export const controlOptions = ['arrows', 'menubutton', 'projectinfo', 'sharebutton', 'pagecounter', 'controlsontop'] as const;
export const displayOptions = ['slidein', 'sticky', 'lqip', 'branding', 'scalableviewer'] as const;
export type FlagOption = (typeof controlOptions)[number] | (typeof displayOptions)[number];

/** What the project settings dialog shows (privacy apart: it is not part of the draft). */
export interface ProjectForm extends Record<CodeField, string> {
  title: string;
  /** The project's own address, /{user}/{uri}/; empty: its number. */
  uri: string;
  description: string;
  /** Every viewOpts field, resolved with its default; the scale width as typed. */
  opts: Omit<ViewOpts, 'scalewidth'> & { scalewidth: string };
  fonts_link: string;
}

export type ProjectFormField = 'title' | 'uri' | 'description' | 'scalewidth' | 'fonts_link' | CodeField;
export type ProjectFormErrors = Partial<Record<ProjectFormField, string>>;

/** The form for the project as the document holds it: options it never set show their default. */
export function projectFormOf(project: MagEditable): ProjectForm {
  const opts = resolveViewOpts(project.opts);
  return {
    title: project.title ?? '',
    uri: project.uri ?? '',
    description: project.description ?? '',
    opts: { ...opts, scalewidth: String(opts.scalewidth) },
    ci_head: project.ci_head ?? '',
    ci_body_top: project.ci_body_top ?? '',
    ci_body_bottom: project.ci_body_bottom ?? '',
    ci_css: project.ci_css ?? '',
    fonts_link: project.fonts_link ?? '',
  };
}

export interface ProjectFormOutcome {
  fields: ProjectChanges;
  errors: ProjectFormErrors;
}

/**
 * The project fields a submitted form changes, checked with the model's schema, or what is wrong with it. Options
 * are stored sparse (schemas/view-opts.ts): only the options the author changed are written, over those the project
 * has; the others keep reading their default. An emptied title also sets `emptyTitle` (the viewer shows no
 * placeholder), a filled one clears it. Emptied texts are written as ''. An emptied address is taken away (the
 * project is then at its number); `takenUris` are the addresses of the author's other projects, draft or published:
 * an address is unique among them.
 */
export function projectFormChanges(project: MagEditable, initial: ProjectForm, form: ProjectForm, takenUris: readonly string[] = []): ProjectFormOutcome {
  const fields: ProjectChanges = {};
  const errors: ProjectFormErrors = {};

  if (form.title !== initial.title) {
    const title = form.title.trim();
    fields.title = title;
    if (!title || project.emptyTitle) fields.emptyTitle = !title;
  }
  if (form.uri !== initial.uri) {
    const uri = cleanUri(form.uri);
    if (!uri) {
      if (project.uri) fields.uri = null;
    } else if (takenUris.includes(uri)) errors.uri = apiMessages.uriTaken;
    else if (uri !== project.uri) fields.uri = uri;
  }
  if (form.description !== initial.description) fields.description = form.description.trim();
  for (const name of codeFields) if (form[name] !== initial[name]) fields[name] = form[name];
  if (form.fonts_link !== initial.fonts_link) fields.fonts_link = form.fonts_link.trim();

  const opts: PartialViewOpts = {};
  for (const name of Object.keys(defaultViewOpts) as (keyof ViewOpts)[]) {
    if (name === 'scalewidth') continue;
    if (form.opts[name] !== initial.opts[name]) Object.assign(opts, { [name]: form.opts[name] });
  }
  if (form.opts.scalewidth !== initial.opts.scalewidth) {
    const typed = form.opts.scalewidth.trim();
    const width = Number(typed);
    if (!/^\d+$/.test(typed) || width <= 0) errors.scalewidth = settingsTexts.scaleWidthInvalid;
    else opts.scalewidth = width;
  }
  if (Object.keys(opts).length) fields.opts = { ...project.opts, ...opts };

  // The server's own checks, field by field, so each problem shows beside its control.
  for (const [name, value] of Object.entries(fields) as [keyof MagEditable, unknown][]) {
    if (value === null) continue;
    const schema = magEditableShape[name];
    const problem = refusal(schema, value);
    if (!problem) continue;
    if (name === 'fonts_link') errors.fonts_link = settingsTexts.fontsLinkInvalid;
    else if (name === 'opts') errors.scalewidth ??= settingsTexts.scaleWidthInvalid;
    else if (name === 'title' || name === 'uri' || name === 'description' || (codeFields as readonly string[]).includes(name)) {
      const max = maxLengthOf(schema);
      errors[name as ProjectFormField] = max !== undefined && String(value).length > max ? settingsTexts.tooLong(max) : problem;
    }
  }
  return Object.keys(errors).length ? { fields: {}, errors } : { fields, errors };
}
