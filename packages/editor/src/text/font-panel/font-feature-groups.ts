import { fontConstants, type InlineStyle } from '@folio/model';

// Which OpenType features the panel offers for a font, grouped as a designer looks for them (widgets-and-authoring.md
// §3 "Font-feature lists: ligatures, stylistic sets ss01-ss20, numeric figures"), and how a switch writes the inline
// style's fontFeatures record. Only the features the font really has are offered (POST /api/font-features).

export type FontFeatures = NonNullable<InlineStyle['fontFeatures']>;

/** A feature shown as one switch: on or off. */
export interface FeatureSwitch {
  kind: 'switch';
  tag: string;
}

/** Two features that exclude each other (lining or old-style figures), offered as a choice with the font's default. */
export interface FeatureChoice {
  kind: 'choice';
  /** What the choice is about: 'figureStyle' or 'figureSpacing'. */
  name: 'figureStyle' | 'figureSpacing';
  tags: readonly string[];
}

export type FeatureControl = FeatureSwitch | FeatureChoice;

export type FeatureGroupName = 'ligatures' | 'figures' | 'fractions' | 'smallCaps' | 'stylisticSets' | 'position';

export interface FeatureGroup {
  name: FeatureGroupName;
  controls: FeatureControl[];
}

/** Features a font applies unless told not to (the CSS default); every other one is off until switched on. */
const ON_BY_DEFAULT: ReadonlySet<string> = new Set(['liga']);

const stylisticSetTag = (n: number) => `ss${String(n).padStart(2, '0')}`;
const STYLISTIC_SETS = Array.from({ length: fontConstants.stylisticSetCount }, (_, index) => stylisticSetTag(index + 1));

const GROUPS: readonly { name: FeatureGroupName; controls: readonly FeatureControl[] }[] = [
  { name: 'ligatures', controls: [{ kind: 'switch', tag: 'liga' }, { kind: 'switch', tag: 'dlig' }] },
  {
    name: 'figures',
    controls: [
      { kind: 'choice', name: 'figureStyle', tags: ['lnum', 'onum'] },
      { kind: 'choice', name: 'figureSpacing', tags: ['tnum', 'pnum'] },
    ],
  },
  { name: 'fractions', controls: [{ kind: 'switch', tag: 'frac' }] },
  { name: 'smallCaps', controls: [{ kind: 'switch', tag: 'smcp' }, { kind: 'switch', tag: 'c2sc' }] },
  { name: 'stylisticSets', controls: STYLISTIC_SETS.map((tag): FeatureSwitch => ({ kind: 'switch', tag })) },
  { name: 'position', controls: [{ kind: 'switch', tag: 'sups' }, { kind: 'switch', tag: 'subs' }] },
];

/** The stylistic set's number of an ss01–ss20 tag, else undefined. */
export function stylisticSetNumber(tag: string): number | undefined {
  const index = STYLISTIC_SETS.indexOf(tag);
  return index < 0 ? undefined : index + 1;
}

/**
 * The groups of controls for the features a font has, in the panel's order; a choice keeps only the tags the font
 * has, and a group or choice the font has nothing of is left out.
 */
export function featureGroups(available: readonly string[]): FeatureGroup[] {
  const has = new Set(available);
  return GROUPS.flatMap((group) => {
    const controls = group.controls.flatMap((control): FeatureControl[] => {
      if (control.kind === 'switch') return has.has(control.tag) ? [control] : [];
      const tags = control.tags.filter((tag) => has.has(tag));
      return tags.length ? [{ ...control, tags }] : [];
    });
    return controls.length ? [{ name: group.name, controls }] : [];
  });
}

/** Whether a feature draws with these settings: as set, else the font's default. */
export function isFeatureOn(features: FontFeatures | undefined, tag: string): boolean {
  return features?.[tag] ?? ON_BY_DEFAULT.has(tag);
}

/** The tag of a choice that is on, or null when the font's default applies. */
export function chosenFeature(features: FontFeatures | undefined, choice: FeatureChoice): string | null {
  return choice.tags.find((tag) => features?.[tag] === true) ?? null;
}

/** The record without its empty end: undefined when nothing is set, so the style carries no empty list. */
function settled(record: FontFeatures): FontFeatures | undefined {
  return Object.keys(record).length ? record : undefined;
}

/**
 * The features with one switched: a feature is written only where it differs from the font's default (liga: false
 * to turn standard ligatures off, ss01: true to turn a set on), so switching back leaves no trace.
 */
export function switchFeature(features: FontFeatures | undefined, tag: string, on: boolean): FontFeatures | undefined {
  const next: FontFeatures = { ...features };
  if (on === ON_BY_DEFAULT.has(tag)) delete next[tag];
  else next[tag] = on;
  return settled(next);
}

/** The features with a choice made: the chosen tag on and the others of the choice dropped; null: the font's default. */
export function chooseFeature(features: FontFeatures | undefined, choice: FeatureChoice, tag: string | null): FontFeatures | undefined {
  const next: FontFeatures = { ...features };
  for (const each of choice.tags) delete next[each];
  if (tag !== null) next[tag] = true;
  return settled(next);
}
