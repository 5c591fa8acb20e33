import 'server-only';
import type { ErrorEnvelope } from '@/lib/contract';
import { ApiError } from './errors';

/**
 * An answer before it is written: a JSON envelope with its status and headers. endpoint()
 * produces these; Next gets them as a Web Response (toResponse), the API front writes them
 * straight to the socket (lib/server/front/send.ts).
 */
export interface JsonOutcome {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export function successOutcome(result: unknown, headers: Record<string, string> = {}): JsonOutcome {
  return { status: 200, headers, body: { status: true, message: 'success', result } };
}

export function errorOutcome(error: ApiError, headers: Record<string, string> = {}, requestId?: string): JsonOutcome {
  const body: ErrorEnvelope = { status: false, message: error.message, code: error.code, result: {} };
  if (error.details) body.details = error.details;
  if (requestId) body.request_id = requestId;
  return { status: error.status, headers: { ...headers, ...error.headers }, body };
}

export function toResponse(outcome: JsonOutcome): Response {
  return Response.json(outcome.body, { status: outcome.status, headers: outcome.headers });
}

export const successResponse = (result: unknown, headers: Record<string, string> = {}): Response => toResponse(successOutcome(result, headers));

export const errorResponse = (error: ApiError, headers: Record<string, string> = {}, requestId?: string): Response =>
  toResponse(errorOutcome(error, headers, requestId));
