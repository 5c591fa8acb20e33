import { z } from 'zod';

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
  message: z.string().describe('What went wrong; for bad input it names the field and the rule.'),
  result: z.object({}).strict(),
  request_id: z.string().optional().describe('Present on 500 responses, to quote in a bug report.'),
});

export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
export type SuccessEnvelope<T> = { status: true; message: string; result: T };
