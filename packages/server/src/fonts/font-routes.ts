// The font calls (widgets-and-authoring.md §7; docs/api.md "Fonts", docs/fonts.md):
//   GET  /api/fonts/css?family=…&subset=…         the library's Google-style stylesheet (public)
//   GET  /api/fonts/files/{version}/{file}.woff2  a library file (public, immutable)
//   GET  /api/fonts/custom/{id}.css | .woff2      a custom font's stylesheet and file (public, for visitors)
//   POST multipart /api/upload/font               upload a custom font (field upload)
//   POST /api/custom-font, GET /api/custom-font, GET and PUT /api/custom-font/{id}
//   POST /api/font-features                       what a font really has
// The public ones answer on every host the app serves (its own, and the custom domains published pages live on),
// with Access-Control-Allow-Origin: * so a page on any of them may load the fonts.
import { createReadStream } from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  customFontNameSchema,
  customFontRenameSchema,
  customFontSchema,
  findLibraryFont,
  fontConstants,
  fontFeaturesRequestSchema,
  fontMessages,
  fontServerConstants,
  formatFileSize,
  objectIdSchema,
} from '@folio/model';
import { requireUser } from '../auth/require-user';
import { ApiError, notFound } from '../errors';
import type { UserRow } from '../repositories/users';
import { checkFontFile } from './font-check';
import { FontFileError } from './font-files';
import {
  customFontCss,
  findCustomFont,
  findOwnCustomFont,
  listCustomFonts,
  renameCustomFont,
  reportOf,
  requireCustomFonts,
  storeCustomFont,
  toCustomFontJson,
  type CustomFontRow,
} from './custom-fonts';
import { cannotDetect, featuresAnswer, fontAddress, libraryFeatures, requestSource } from './font-features';
import { fontLibraryIndex } from './library-index';
import { libraryStylesheet, parseFamilies, parseSubsets } from './library-stylesheet';

const {
  uploadMaxBytes,
  immutableMaxAgeSeconds,
  stylesheetMaxAgeSeconds,
  customFontCssMaxAgeSeconds,
} = fontServerConstants;
const IMMUTABLE = `public, max-age=${immutableMaxAgeSeconds}, immutable`;
// Field upload (and an optional name), nothing more: a few parts at most, short fields.
const MULTIPART_LIMITS = { files: 1, fields: 2, parts: 3, fieldSize: 1024, headerPairs: 50, fileSize: uploadMaxBytes };
// A family parameter of 22 families with their variations fits in this.
const MAX_FAMILY_PARAMETER = 4096;
const MAX_SUBSET_PARAMETER = 512;
// The library's versions (x.y.z) and file names (family-subset-weight-style.woff2): anything else never reaches the disk.
const VERSION = /^\d{1,4}\.\d{1,4}\.\d{1,4}$/;
const LIBRARY_FILE = /^[a-z0-9]+(?:-[a-z0-9]+)*\.woff2$/;
const CUSTOM_FILE = /^([0-9a-f]{24})\.(css|woff2)$/;

const familyParameter = z.string().max(MAX_FAMILY_PARAMETER);
const cssQuery = z.object({
  family: z.union([familyParameter, z.array(familyParameter).max(fontConstants.googleFamiliesPerRequest)]).describe('Name:n4,i7|Other (also 400,700italic)'),
  subset: z.string().max(MAX_SUBSET_PARAMETER).optional().describe('latin,cyrillic … (every subset when absent)'),
  display: z.string().max(MAX_SUBSET_PARAMETER).optional().describe('Accepted for compatibility: the faces always swap'),
});
const fileParams = z.object({
  version: z.string().regex(VERSION).describe('The package version, as in the stylesheet'),
  file: z.string().regex(LIBRARY_FILE).describe('family-subset-weight-style.woff2'),
});
const customFileParams = z.object({ file: z.string().regex(CUSTOM_FILE).describe('{id}.css or {id}.woff2') });
const idParams = z.object({ id: objectIdSchema });
const featuresReply = z.object({
  family: z.string(),
  features: z.array(z.string()),
  axes: z.array(z.object({ tag: z.string(), name: z.string(), min: z.number(), max: z.number(), default: z.number() })),
  characters: z.object({ count: z.number().int(), ranges: z.string() }),
  variations: z.array(z.string()),
});

function publicFont(reply: FastifyReply, type: string, cacheControl: string): FastifyReply {
  return reply
    .header('content-type', type)
    .header('cache-control', cacheControl)
    .header('access-control-allow-origin', '*')
    .header('x-content-type-options', 'nosniff');
}

const isFileTooLarge = (error: unknown) => (error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
const hasClientStatus = (error: unknown) => {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
};

/** The upload's file and optional name; 400 for anything but multipart with the field upload, 413 past the limit. */
async function readUpload(request: FastifyRequest): Promise<{ bytes: Buffer; fileName: string; name?: string }> {
  if (!request.isMultipart()) throw new ApiError(415, fontMessages.uploadMissing);
  let bytes: Buffer | undefined;
  let fileName = '';
  let name: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'upload') throw new ApiError(400, fontMessages.uploadMissing);
        bytes = await part.toBuffer();
        fileName = part.filename;
      } else if (part.fieldname === 'name' && typeof part.value === 'string') {
        name = part.value;
      }
    }
  } catch (error) {
    // The parts stopped being read half-way: discard the rest of the body, so the client reads the answer and its
    // connection serves its next request.
    request.raw.resume();
    if (isFileTooLarge(error)) throw new ApiError(413, fontMessages.uploadTooLarge(formatFileSize(uploadMaxBytes)), { maxBytes: uploadMaxBytes });
    if (error instanceof ApiError || hasClientStatus(error)) throw error;
    throw new ApiError(400, fontMessages.uploadMissing);
  }
  if (!bytes || bytes.length === 0) throw new ApiError(400, fontMessages.uploadMissing);
  return { bytes, fileName, name };
}

export const fontRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { blobs, config } = app;
  const tags = ['fonts'];
  const security = [{ session: [] }];
  // Read the library's packages now, not on a visitor's first request.
  fontLibraryIndex();
  await app.register(multipart, { limits: MULTIPART_LIMITS });

  app.get(
    '/api/fonts/css',
    { schema: { tags, summary: 'The library’s @font-face rules for up to 22 families (Google-style: family=Roboto:n4,i7|Lora&subset=latin)', querystring: cssQuery } },
    async (request, reply) => {
      const { family, subset } = request.query;
      const requests = parseFamilies(Array.isArray(family) ? family : [family]);
      const css = libraryStylesheet(requests, parseSubsets(subset));
      return publicFont(reply, 'text/css; charset=utf-8', `public, max-age=${stylesheetMaxAgeSeconds}`).send(css);
    },
  );

  app.get(
    '/api/fonts/files/:version/:file',
    { schema: { tags, summary: 'A library font file (WOFF2), cached for good', params: fileParams } },
    async (request, reply) => {
      const face = fontLibraryIndex().file(request.params.version, request.params.file);
      if (!face) throw notFound();
      return publicFont(reply, 'font/woff2', IMMUTABLE).send(createReadStream(face.path));
    },
  );

  app.get(
    '/api/fonts/custom/:file',
    { schema: { tags, summary: 'A custom font’s stylesheet ({id}.css) or file ({id}.woff2), for visitors of published pages', params: customFileParams } },
    async (request, reply) => {
      const [, id, kind] = CUSTOM_FILE.exec(request.params.file)!;
      const row = await findCustomFont(db, id!);
      if (!row) throw notFound();
      if (kind === 'css') return publicFont(reply, 'text/css; charset=utf-8', `public, max-age=${customFontCssMaxAgeSeconds}`).send(customFontCss(row));
      const stream = await blobs.get(row.blobKey);
      if (!stream) throw notFound();
      return publicFont(reply, 'font/woff2', IMMUTABLE).send(stream);
    },
  );

  app.post(
    '/api/upload/font',
    {
      schema: {
        tags,
        security,
        summary: 'Upload a custom font (multipart field upload, optional name): TTF, OTF, WOFF or WOFF2, served as WOFF2; needs can_use_custom_fonts',
        consumes: ['multipart/form-data'],
        response: { 201: customFontSchema },
      },
    },
    async (request, reply) => {
      let user: UserRow;
      try {
        user = await requireUser(request);
        requireCustomFonts(user);
      } catch (error) {
        // Refused before the file is read: let the client finish sending it (and read the answer), discarding it.
        request.raw.resume();
        throw error;
      }
      const upload = await readUpload(request);
      let row: CustomFontRow;
      try {
        row = await storeCustomFont(db, blobs, user, await checkFontFile(upload.bytes), upload);
      } catch (error) {
        if (error instanceof FontFileError) throw new ApiError(error.statusCode, fontMessages[error.problem]);
        throw error;
      }
      return reply.code(201).header('cache-control', 'no-cache').send(toCustomFontJson(row));
    },
  );

  app.post(
    '/api/custom-font',
    { schema: { tags, security, summary: 'Name a custom font just uploaded', body: customFontNameSchema, response: { 200: customFontSchema } } },
    async (request) => {
      const user = await requireUser(request);
      requireCustomFonts(user);
      return toCustomFontJson(await renameCustomFont(db, user, request.body._id, request.body.name));
    },
  );

  app.get(
    '/api/custom-font',
    { schema: { tags, security, summary: 'My custom fonts, oldest first', response: { 200: z.array(customFontSchema) } } },
    async (request) => {
      const user = await requireUser(request);
      requireCustomFonts(user);
      return (await listCustomFonts(db, user)).map(toCustomFontJson);
    },
  );

  app.get(
    '/api/custom-font/:id',
    { schema: { tags, security, summary: 'One of my custom fonts', params: idParams, response: { 200: customFontSchema } } },
    async (request) => {
      const user = await requireUser(request);
      requireCustomFonts(user);
      return toCustomFontJson(await findOwnCustomFont(db, user, request.params.id));
    },
  );

  app.put(
    '/api/custom-font/:id',
    { schema: { tags, security, summary: 'Rename one of my custom fonts (its CSS family stays)', params: idParams, body: customFontRenameSchema, response: { 200: customFontSchema } } },
    async (request) => {
      const user = await requireUser(request);
      requireCustomFonts(user);
      return toCustomFontJson(await renameCustomFont(db, user, request.params.id, request.body.name));
    },
  );

  app.post(
    '/api/font-features',
    {
      schema: {
        tags,
        security,
        summary: "A font's OpenType features, variation axes, characters and variations (422 \"Can't detect font features\")",
        body: fontFeaturesRequestSchema,
        response: { 200: featuresReply },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const body = request.body;
      const customAnswer = (row: CustomFontRow) => featuresAnswer(reportOf(row), row.cssName, reportOf(row).variations);
      switch (requestSource(body)) {
        case 'font':
        case 'systemFont': {
          const font = findLibraryFont(body.font ?? body.systemFont ?? '');
          // A system font (Georgia) or any family that is not ours has no file here to read.
          if (!font) throw cannotDetect();
          return libraryFeatures(font, body.weight, body.style);
        }
        case 'customFontId':
          return customAnswer(await findOwnCustomFont(db, user, body.customFontId!));
        case 'url': {
          const ownOrigins = [new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`];
          const address = fontAddress(body.url!, ownOrigins);
          if (address.kind === 'library') return address.answer();
          const row = await findCustomFont(db, address.id);
          if (!row) throw cannotDetect();
          return customAnswer(row);
        }
      }
    },
  );
};
