import { createHttpClient, type FontAxis, type FontFeaturesAnswer, type FontFeaturesRequest, type HttpClient } from '@folio/model';
import type { FamilyEntry } from './family-list';

// POST /api/font-features (widgets-and-authoring.md §7): what a font really has — its OpenType features and variation
// axes — asked once per font and weight in an editor session (the answer never changes for a face).

/** The part of the answer the panel reads. */
export type PanelFeatures = Pick<FontFeaturesAnswer, 'features' | 'axes'>;

const FEATURES_PATH = '/api/font-features';
const TAG = /^[a-zA-Z0-9 ]{4}$/;
// The server reads only Folio's own font addresses (docs/api.md "Fonts").
const OWN_FONT_ADDRESS = /^\/api\/fonts\//;

/**
 * What to ask about a family of the list: a library font with its weight and style, a custom font, one of Folio's
 * own stylesheets; anything else (a system font, a Typekit-style font linked from elsewhere) by its name, which the
 * server answers with "Can't detect font features".
 */
export function featuresRequestOf(entry: FamilyEntry, weight: number, style: 'normal' | 'italic' = 'normal'): FontFeaturesRequest {
  if (entry.library) return { font: entry.library.family, weight, style };
  if (entry.customFontId) return { customFontId: entry.customFontId };
  if (entry.cssUrl && OWN_FONT_ADDRESS.test(entry.cssUrl)) return { url: entry.cssUrl };
  return { systemFont: entry.family };
}

/** The usable part of an answer: four-letter tags, and axes with a tag, a name and a range. */
export function featuresAnswerOf(reply: unknown): PanelFeatures {
  const body = (reply ?? {}) as { features?: unknown; axes?: unknown };
  const features = Array.isArray(body.features) ? body.features.filter((tag): tag is string => typeof tag === 'string' && TAG.test(tag)) : [];
  const axes = Array.isArray(body.axes) ? body.axes.filter(isAxis) : [];
  return { features: [...new Set(features)], axes };
}

function isAxis(value: unknown): value is FontAxis {
  const axis = value as Partial<FontAxis> | null | undefined;
  const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);
  return (
    typeof axis?.tag === 'string' &&
    TAG.test(axis.tag) &&
    typeof axis.name === 'string' &&
    finite(axis.min) &&
    finite(axis.max) &&
    finite(axis.default) &&
    axis.min < axis.max
  );
}

/**
 * The query of a font's features: kept for the whole editor session (a face's features never change); a failure is
 * not kept, so opening the panel again asks again. Rejects with the server's HttpError (422 "Can't detect font
 * features" for a font without data).
 */
export function fontFeaturesQuery(request: FontFeaturesRequest, http: HttpClient = createHttpClient()) {
  return {
    queryKey: ['font-features', request.font ?? null, request.weight ?? null, request.style ?? null, request.customFontId ?? null, request.url ?? null, request.systemFont ?? null],
    queryFn: async () => featuresAnswerOf(await http.post<unknown>(FEATURES_PATH, request)),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  } as const;
}
