import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { apiMessages } from '@folio/model';

// Errors are part of the interface: every failure answers {message, statusCode} (plus the failing
// fields for validation errors), never a stack trace.
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface FieldError {
  path: string;
  message: string;
}

export const notFound = () => new ApiError(404, apiMessages.notFound);

export function invalid(errors: FieldError[], message: string = apiMessages.invalidBody): ApiError {
  return new ApiError(400, message, { errors });
}

// Unknown fields are reported one by one, each under its own path, so a client sees which to drop.
function fieldErrors(path: PropertyKey[], message: string, unknownKeys: unknown): FieldError[] {
  const join = (parts: PropertyKey[]) => parts.map(String).join('.');
  if (Array.isArray(unknownKeys) && unknownKeys.length > 0) {
    return unknownKeys.map((key) => ({ path: join([...path, String(key)]), message: apiMessages.unknownField }));
  }
  return [{ path: join(path), message }];
}

export function zodFieldErrors(error: z.ZodError, prefix: PropertyKey[] = []): FieldError[] {
  return error.issues.flatMap((issue) =>
    fieldErrors([...prefix, ...issue.path], issue.message, 'keys' in issue ? issue.keys : undefined),
  );
}

/**
 * JSON bodies as the database can store them: text may not hold NUL characters (PostgreSQL refuses
 * them), and no key may reach an object's prototype. Every route takes an object: any other JSON value (null, an
 * array, a number, a string, a boolean) is refused before a route could read it as "no body".
 */
export function parseJsonBody(body: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(body, (key, item: unknown) => {
      if (key === '__proto__' || key.includes('\u0000') || (typeof item === 'string' && item.includes('\u0000'))) {
        throw new ApiError(400, apiMessages.nulCharacter);
      }
      return item;
    });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, apiMessages.malformedJson);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new ApiError(400, apiMessages.bodyNotObject);
  return value;
}

// What the database says when input slipped past validation (a race on a unique value, a value out of
// range): a 4xx for the client, never the query and its parameters in a 500.
const databaseErrors: Record<string, { statusCode: number; message: string }> = {
  '23505': { statusCode: 409, message: apiMessages.conflict },
  '22P05': { statusCode: 400, message: apiMessages.nulCharacter },
  '22021': { statusCode: 400, message: apiMessages.invalidValue },
  '22003': { statusCode: 400, message: apiMessages.invalidValue },
  '22P02': { statusCode: 400, message: apiMessages.invalidValue },
};

function databaseErrorCode(error: unknown): string | undefined {
  for (let cause = error; cause && typeof cause === 'object'; cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

const validationContextMessages: Record<string, string> = {
  body: apiMessages.invalidBody,
  querystring: apiMessages.invalidQuery,
  params: apiMessages.invalidParams,
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.code(error.statusCode).send({ message: error.message, statusCode: error.statusCode, ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = error.validationContext ?? 'body';
      const errors = error.validation.flatMap((v) =>
        fieldErrors(v.instancePath.split('/').filter(Boolean), v.message ?? apiMessages.invalidValue, v.params.keys),
      );
      return reply.code(400).send({
        message: validationContextMessages[context] ?? apiMessages.invalidBody,
        statusCode: 400,
        errors,
      });
    }
    const code = databaseErrorCode(error);
    if (code) {
      const known = databaseErrors[code];
      if (known) return reply.code(known.statusCode).send({ ...known });
      request.log.error({ code }, 'database error');
      return reply.code(500).send({ message: apiMessages.internal, statusCode: 500 });
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 500) {
      request.log.error(error);
      return reply.code(500).send({ message: apiMessages.internal, statusCode: 500 });
    }
    const message =
      error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
        ? apiMessages.bodyTooLarge
        : error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? apiMessages.malformedJson
          : error.message;
    return reply.code(statusCode).send({ message, statusCode });
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.code(404).send({ message: apiMessages.notFound, statusCode: 404 });
  });
}
