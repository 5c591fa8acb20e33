import { z } from 'zod';
import { ERROR_CODE_NAMES } from './errors';

const envelopes = new WeakMap<z.ZodType, z.ZodType>();

/**
 * Every response of every endpoint is wrapped in this envelope. One schema per result
 * schema, kept: zod compiles an object schema on its first parse, which costs more than the
 * parse, and the upstream provider checks every answer with it.
 */
export const successEnvelope = <T extends z.ZodType>(result: T) => {
  let envelope = envelopes.get(result) as ReturnType<typeof makeSuccessEnvelope<T>> | undefined;
  if (!envelope) {
    envelope = makeSuccessEnvelope(result);
    envelopes.set(result, envelope);
  }
  return envelope;
};

const makeSuccessEnvelope = <T extends z.ZodType>(result: T) =>
  z.object({
    status: z.literal(true),
    message: z.string().default('success'),
    result,
  });

export const errorEnvelope = z.object({
  status: z.literal(false),
  message: z.string().describe('What went wrong, for people; for bad input it names the field and the rule.'),
  code: z.enum(ERROR_CODE_NAMES as [string, ...string[]]).describe('What went wrong, for programs: branch on this, never on the message.'),
  result: z.object({}).strict(),
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional().describe('Facts about the error a program may use (the unknown id).'),
  request_id: z.string().optional().describe('The id of this request in the server log, to quote in a bug report.'),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type SuccessEnvelope<T> = { status: true; message: string; result: T };

/**
 * The response header that names the engine which answered: a copy of the result's `engine`
 * field ("built-in", "model:<id>", joined by "+" when both took part), for callers that read
 * headers (an <audio> fetch, a proxy's log) rather than the body.
 */
export const ENGINE_HEADER = 'Prism-Engine';

/** A result's `engine` field, when it has one. */
export function engineOf(result: unknown): string | undefined {
  const engine = typeof result === 'object' && result !== null ? (result as { engine?: unknown }).engine : undefined;
  return typeof engine === 'string' && engine !== '' ? engine : undefined;
}
