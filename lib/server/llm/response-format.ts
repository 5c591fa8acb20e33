import 'server-only';
import type { z } from 'zod';
import type { responseFormat } from '@/lib/contract/llm';
import type { TurnRequest } from '@/lib/engine/llm/types';

/** JSON mode as the backends take it (/api/llm/chat's and /v1's alike); free text is none, a schema left out any object. */
export function backendResponseFormat(format: z.output<typeof responseFormat> | undefined | null): TurnRequest['responseFormat'] {
  if (!format || format.type === 'text') return undefined;
  if (format.type === 'json_object') return { type: 'json_object' };
  return { type: 'json_schema', name: format.json_schema.name, schema: format.json_schema.schema ?? { type: 'object' } };
}
