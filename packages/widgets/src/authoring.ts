import { kindTexts, type KindGroup, type WidgetType } from '@folio/model';
import { addtocartAuthoring } from './addtocart/authoring';
import { audioAuthoring } from './audio/authoring';
import { backgroundAuthoring } from './background/authoring';
import { buttonAuthoring } from './button/authoring';
import { ecommercecartAuthoring } from './ecommercecart/authoring';
import { facebookAuthoring } from './facebook/authoring';
import { formAuthoring } from './form/authoring';
import { gmapsAuthoring } from './gmaps/authoring';
import { hotspotAuthoring } from './hotspot/authoring';
import { iframeAuthoring } from './iframe/authoring';
import type { CornerFields } from './kind-authoring/field-checks';
import { layoutSection, pageSection, type SectionDescription, type WidgetRecord } from './kind-authoring/fields';
import type { KindAuthoring } from './kind-authoring/types';
import { pictureAuthoring } from './picture/authoring';
import { rmfooterAuthoring } from './rmfooter/authoring';
import { rmheaderAuthoring } from './rmheader/authoring';
import { shapeAuthoring } from './shape/authoring';
import { shotsAuthoring } from './shots/authoring';
import { slideshowAuthoring } from './slideshow/authoring';
import { textAuthoring } from './text/authoring';
import { twitterAuthoring } from './twitter/authoring';
import { videoAuthoring } from './video/authoring';

/**
 * @folio/widgets/authoring — what the constructor knows of each widget kind beside its view: label, pictogram, group,
 * a new widget's size and look, its properties panel, its empty placeholder. One entry per kind, in the add menu's
 * order; adding a kind is its folder's authoring.tsx and one line here (docs/editor-properties.md "Kinds").
 * Editor only: the viewer never imports this entry (scripts/check-boundaries.mjs).
 */
export const authoringKinds: readonly KindAuthoring[] = [
  textAuthoring,
  pictureAuthoring,
  shapeAuthoring,
  buttonAuthoring,
  slideshowAuthoring,
  videoAuthoring,
  audioAuthoring,
  gmapsAuthoring,
  hotspotAuthoring,
  formAuthoring,
  iframeAuthoring,
  facebookAuthoring,
  twitterAuthoring,
  shotsAuthoring,
  backgroundAuthoring,
  rmheaderAuthoring,
  rmfooterAuthoring,
  addtocartAuthoring,
  ecommercecartAuthoring,
];

const byType = new Map<WidgetType, KindAuthoring>(authoringKinds.map((kind) => [kind.type, kind]));

/** A kind's authoring parts. */
export function kindAuthoring<T extends WidgetType>(type: T): KindAuthoring<T> {
  const kind = byType.get(type);
  if (!kind) throw new TypeError(`No authoring registered for the widget kind ${type}`);
  return kind as KindAuthoring<T>;
}

/** A kind's name as authors read it (the type itself for a kind the model does not know). */
export const kindLabel = (type: WidgetType | string): string => byType.get(type as WidgetType)?.label ?? type;

/** The add menu's groups, in order, with their kinds in the registry's order. */
export const authoringGroups: readonly { group: KindGroup; label: string; kinds: readonly KindAuthoring[] }[] = (Object.keys(kindTexts.groups) as KindGroup[]).map((group) => ({
  group,
  label: kindTexts.groups[group],
  kinds: authoringKinds.filter((kind) => kind.group === group),
}));

/** Where each kind with corner radii keeps them. */
export const cornerFields: Partial<Record<WidgetType, CornerFields>> = Object.fromEntries(authoringKinds.flatMap((kind) => (kind.corners ? [[kind.type, kind.corners]] : [])));

/** The sections a widget's panel shows: Layout, its kind's, then Page; sections and fields whose condition fails left out. */
export function sectionsFor(widget: WidgetRecord & { type: WidgetType }): SectionDescription[] {
  return [layoutSection, ...kindAuthoring(widget.type).sections, pageSection]
    .filter((section) => !section.when || section.when(widget))
    .map((section) => ({ ...section, fields: section.fields.filter((field) => !field.when || field.when(widget)) }))
    .filter((section) => section.fields.length > 0);
}

/** An empty media widget's placeholder words, or undefined when the widget shows something of its own. */
export function emptyPlaceholder(widget: WidgetRecord & { type: WidgetType }): { label: string; words: string } | undefined {
  const kind = byType.get(widget.type);
  if (!kind?.isEmpty || !kind.placeholder || !kind.isEmpty(widget)) return undefined;
  return { label: kind.label, words: kind.placeholder };
}

export * from './kind-authoring/fields';
export * from './kind-authoring/field-checks';
export type * from './kind-authoring/types';
export { fittedSize, barSize } from './kind-authoring/define';
export { sampleQuote } from './text/authoring';
export { findVideoPoster, type PosterLookupOptions } from './video/poster-lookup';
