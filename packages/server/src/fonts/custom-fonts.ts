// Authors' own fonts (docs/fonts.md "Custom fonts"): rows of custom_fonts, their WOFF2 in the blob store, and the
// stylesheet visitors load. Widgets-and-authoring.md §2: allowed only with the permission can_use_custom_fonts.
import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { findLibraryFont, fontMessages, fontServerConstants, newObjectId, type CustomFontRecord } from '@folio/model';
import type { BlobStore } from '../blobs';
import type { Db } from '../db/database';
import { customFonts } from '../db/schema';
import { ApiError, notFound } from '../errors';
import type { UserRow } from '../repositories/users';
import { cssString } from './font-faces';
import type { FontFileFormat, PreparedFont } from './font-files';
import type { FontReport } from './font-report';

export type CustomFontRow = typeof customFonts.$inferSelect;

export const customFontPrefix = '/api/fonts/custom';
export const customFontCssUrl = (id: string) => `${customFontPrefix}/${id}.css`;
export const customFontFileUrl = (id: string) => `${customFontPrefix}/${id}.woff2`;

const CONTROL_CHARACTERS = /\p{Cc}/gu;
const FONT_EXTENSION = /\.(ttf|otf|woff2?)$/i;
// Said of a custom font whose own family name is a library family's, so the two never mix on one page.
const CUSTOM_SUFFIX = ' Custom';
const FALLBACK_NAME = 'Custom font';

/** widgets-and-authoring.md §2, viewer-and-project.md §5: custom fonts need can_use_custom_fonts (403 otherwise). */
export function requireCustomFonts(user: UserRow): void {
  if (!user.permissions.can_use_custom_fonts) throw new ApiError(403, fontMessages.permissionRequired);
}

export function cleanFontName(value: string | undefined): string {
  return (value ?? '').replace(CONTROL_CHARACTERS, '').trim().slice(0, fontServerConstants.maxFontNameLength);
}

/** The CSS family a custom font declares: its own family name, told apart from a library family of the same name. */
export function customCssName(report: FontReport, fileName: string): string {
  const family = cleanFontName(report.family) || cleanFontName(fileName.replace(FONT_EXTENSION, '')) || FALLBACK_NAME;
  return findLibraryFont(family) ? `${family}${CUSTOM_SUFFIX}` : family;
}

export function reportOf(row: CustomFontRow): FontReport {
  return row.report as unknown as FontReport;
}

export function toCustomFontJson(row: CustomFontRow): CustomFontRecord {
  const report = reportOf(row);
  return {
    _id: row.id,
    name: row.name,
    css_name: row.cssName,
    css_url: customFontCssUrl(row.id),
    file_url: customFontFileUrl(row.id),
    family: report.family,
    weight: report.weight,
    style: report.style,
    variations: report.variations,
    format: row.sourceFormat as FontFileFormat,
    bytes: row.bytes,
    created: row.createdAt.toISOString(),
  };
}

/** Stores the WOFF2 (by content hash: the same font uploaded twice is one blob) and the author's row. */
export async function storeCustomFont(db: Db, blobs: BlobStore, user: UserRow, prepared: PreparedFont, fields: { fileName: string; name?: string }): Promise<CustomFontRow> {
  const blobKey = `fonts/${createHash('sha256').update(prepared.woff2).digest('hex')}.woff2`;
  if (!(await blobs.exists(blobKey))) await blobs.put(blobKey, prepared.woff2);
  const fileName = cleanFontName(fields.fileName);
  const cssName = customCssName(prepared.report, fileName);
  const [row] = await db
    .insert(customFonts)
    .values({
      id: newObjectId(),
      userId: user.id,
      name: cleanFontName(fields.name) || cssName,
      cssName,
      blobKey,
      bytes: prepared.woff2.length,
      sourceFormat: prepared.format,
      fileName,
      report: prepared.report as unknown as Record<string, unknown>,
    })
    .returning();
  return row!;
}

export async function listCustomFonts(db: Db, user: UserRow): Promise<CustomFontRow[]> {
  return db.select().from(customFonts).where(eq(customFonts.userId, user.id)).orderBy(asc(customFonts.createdAt), asc(customFonts.id));
}

/** Any author's font by id (its stylesheet and file are public, like pictures of published pages). */
export async function findCustomFont(db: Db, id: string): Promise<CustomFontRow | undefined> {
  return (await db.select().from(customFonts).where(eq(customFonts.id, id)).limit(1))[0];
}

/** The author's own font, or 404 (another author's font is not told apart from a missing one). */
export async function findOwnCustomFont(db: Db, user: UserRow, id: string): Promise<CustomFontRow> {
  const row = (await db.select().from(customFonts).where(and(eq(customFonts.id, id), eq(customFonts.userId, user.id))).limit(1))[0];
  if (!row) throw notFound();
  return row;
}

export async function renameCustomFont(db: Db, user: UserRow, id: string, name: string): Promise<CustomFontRow> {
  const [row] = await db
    .update(customFonts)
    .set({ name: cleanFontName(name), updatedAt: new Date() })
    .where(and(eq(customFonts.id, id), eq(customFonts.userId, user.id)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/** The stylesheet of a custom font: one @font-face with its weight (or wght range) and style, swapped in. */
export function customFontCss(row: CustomFontRow): string {
  const report = reportOf(row);
  const wght = report.axes.find((axis) => axis.tag === 'wght');
  const weight = wght ? `${wght.min} ${wght.max}` : `${report.weight}`;
  return [
    '@font-face {',
    `  font-family: ${cssString(row.cssName)};`,
    `  font-style: ${report.style};`,
    `  font-weight: ${weight};`,
    '  font-display: swap;',
    `  src: url(${cssString(customFontFileUrl(row.id))}) format("woff2");`,
    '}',
    '',
  ].join('\n');
}
