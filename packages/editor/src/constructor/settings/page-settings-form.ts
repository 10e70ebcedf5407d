import {
  apiMessages,
  maxPageHeight,
  pageEditableShape,
  pageUriSchema,
  resourceUrlSchema,
  settingsTexts,
  viewports,
  type PageEditable,
  type ViewportName,
} from '@folio/model';
import type { EditorPage } from '../../core';
import { maxLengthOf, refusal, shapeOf } from './schema-checks';

/** What the page settings dialog shows: every control's value as typed (texts) or ticked (flags). */
export interface PageForm {
  title: string;
  uri: string;
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string;
  shareTitle: string;
  shareDescription: string;
  shareTweet: string;
  shareImage: string;
  height: string;
  tabletEnabled: boolean;
  tabletHeight: string;
  phoneEnabled: boolean;
  phoneHeight: string;
}

export type PageFormField = keyof PageForm;
export type PageFormErrors = Partial<Record<PageFormField, string>>;

const text = (value: string | null | undefined) => value ?? '';
const number = (value: number | undefined) => (value === undefined ? '' : String(value));

/** The form for a page as the document holds it (its password protection is privacy, apart: privacy.ts). */
export function pageFormOf(page: EditorPage): PageForm {
  return {
    title: text(page.title),
    uri: text(page.uri),
    seoTitle: text(page.seo?.title),
    seoDescription: text(page.seo?.description),
    seoKeywords: text(page.seo?.keywords),
    shareTitle: text(page.custom_shares?.title),
    shareDescription: text(page.custom_shares?.description),
    shareTweet: text(page.custom_shares?.tweet),
    shareImage: text(page.custom_shares?.image),
    height: number(page.height),
    tabletEnabled: page.viewport_tablet_portrait?.enabled === true,
    tabletHeight: number(page.viewport_tablet_portrait?.height),
    // viewer-and-project.md §3 / model viewports.ts: a page without the flag has a phone version.
    phoneEnabled: page.viewport_phone_portrait?.enabled ?? true,
    phoneHeight: number(page.viewport_phone_portrait?.height),
  };
}

/**
 * What an address typed by an author means: spaces around it and slashes at its ends are dropped (people paste
 * '/about/'), the rest is kept as typed so a mistake is shown rather than silently changed.
 */
export function cleanUri(value: string): string {
  return value.trim().replace(/^\/+|\/+$/g, '');
}

const seoShape = shapeOf(pageEditableShape.seo);
const sharesShape = shapeOf(pageEditableShape.custom_shares);

/** The length limits the dialog shows on its text fields (the server's, read from the model's schema). */
export const pageTextLimits: Partial<Record<PageFormField, number>> = {
  title: maxLengthOf(pageEditableShape.title),
  uri: maxLengthOf(pageEditableShape.uri),
  seoTitle: maxLengthOf(seoShape.title),
  seoDescription: maxLengthOf(seoShape.description),
  seoKeywords: maxLengthOf(seoShape.keywords),
  shareTitle: maxLengthOf(sharesShape.title),
  shareDescription: maxLengthOf(sharesShape.description),
  shareTweet: maxLengthOf(sharesShape.tweet),
};

/** The heights a viewport's page may have: its minimum height up to the spec's maximum (§3). */
export function heightRange(viewport: ViewportName) {
  return { min: viewports[viewport].minHeight, max: maxPageHeight };
}

/** A height as typed: empty is none; otherwise a whole number within the viewport's range, or an error. */
function parseHeight(value: string, viewport: ViewportName): { height?: number; error?: string } {
  const typed = value.trim();
  if (!typed) return {};
  const { min, max } = heightRange(viewport);
  const height = Number(typed);
  if (!/^\d+$/.test(typed) || height < min || height > max) return { error: settingsTexts.heightInvalid(min, max) };
  return { height };
}

/** An object field (seo, custom_shares) of the texts that are filled in, trimmed; empty ones are left out. */
function filledTexts(entries: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(entries).flatMap(([name, value]) => (value.trim() ? [[name, value.trim()]] : [])));
}

export interface PageFormOutcome {
  /** The page fields to write (only those whose controls changed); empty when nothing changed. */
  fields: PageEditable;
  errors: PageFormErrors;
}

/**
 * The page fields a submitted form changes, checked as the server checks them (the model's schemas), or what is
 * wrong with it. Only groups whose controls changed are written, each whole (the page PATCH replaces an object field
 * such as `seo` whole, so a text emptied in the form is really removed). An emptied address is `null`: the page goes
 * back to its number. `otherUris` are the addresses of the project's other pages: an address is unique in a project.
 */
export function pageFormChanges(page: EditorPage, initial: PageForm, form: PageForm, otherUris: readonly string[]): PageFormOutcome {
  const fields: PageEditable = {};
  const errors: PageFormErrors = {};
  const changed = (...names: PageFormField[]) => names.some((name) => form[name] !== initial[name]);

  if (changed('title')) fields.title = form.title.trim();

  if (changed('uri')) {
    const uri = cleanUri(form.uri);
    if (!uri) {
      if (page.uri) fields.uri = null;
    } else {
      const problem = refusal(pageUriSchema, uri);
      if (problem) errors.uri = problem;
      else if (otherUris.includes(uri)) errors.uri = apiMessages.pageUriTaken;
      else if (uri !== page.uri) fields.uri = uri;
    }
  }

  if (changed('seoTitle', 'seoDescription', 'seoKeywords')) {
    fields.seo = filledTexts({ title: form.seoTitle, description: form.seoDescription, keywords: form.seoKeywords });
  }

  if (changed('shareTitle', 'shareDescription', 'shareTweet', 'shareImage')) {
    const shares = filledTexts({ title: form.shareTitle, description: form.shareDescription, tweet: form.shareTweet, image: form.shareImage });
    if (shares.image && refusal(resourceUrlSchema, shares.image)) errors.shareImage = settingsTexts.sharePictureInvalid;
    fields.custom_shares = shares;
  }

  if (changed('height')) {
    const { height, error } = parseHeight(form.height, 'default');
    if (error) errors.height = error;
    // The page PATCH cannot take a height away: an emptied desktop height keeps the one the page has.
    else if (height !== undefined) fields.height = height;
  }

  if (changed('tabletEnabled', 'tabletHeight')) {
    const { height, error } = parseHeight(form.tabletHeight, 'tablet_portrait');
    if (error) errors.tabletHeight = error;
    else {
      const wasSet = page.viewport_tablet_portrait?.enabled !== undefined;
      fields.viewport_tablet_portrait = {
        ...(form.tabletEnabled || wasSet ? { enabled: form.tabletEnabled } : {}),
        ...(height !== undefined ? { height } : {}),
      };
    }
  }

  if (changed('phoneEnabled', 'phoneHeight')) {
    const { height, error } = parseHeight(form.phoneHeight, 'phone_portrait');
    if (error) errors.phoneHeight = error;
    else {
      const wasSet = page.viewport_phone_portrait?.enabled !== undefined;
      fields.viewport_phone_portrait = {
        ...(!form.phoneEnabled || wasSet ? { enabled: form.phoneEnabled } : {}),
        ...(height !== undefined ? { height } : {}),
      };
    }
  }

  for (const [name, max] of Object.entries(pageTextLimits) as [PageFormField, number | undefined][]) {
    const value = form[name];
    if (max !== undefined && typeof value === 'string' && value.trim().length > max && !errors[name]) errors[name] = settingsTexts.tooLong(max);
  }
  return Object.keys(errors).length ? { fields: {}, errors } : { fields, errors };
}

/** The addresses the project's other pages use. */
export function otherPageUris(pages: Record<string, EditorPage>, pageId: string): string[] {
  return Object.values(pages).flatMap((page) => (page._id !== pageId && page.uri ? [page.uri] : []));
}
