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
