import 'server-only';
import type { ErrorEnvelope } from '@/lib/contract';
import { ApiError } from './errors';

export function successResponse(result: unknown, headers: Record<string, string> = {}): Response {
  return Response.json({ status: true, message: 'success', result }, { status: 200, headers });
}

export function errorResponse(error: ApiError, headers: Record<string, string> = {}, requestId?: string): Response {
  const body: ErrorEnvelope = { status: false, message: error.message, result: {} };
  if (requestId && error.status >= 500) body.request_id = requestId;
  return Response.json(body, { status: error.status, headers: { ...headers, ...error.headers } });
}
