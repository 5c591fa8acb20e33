import { z } from 'zod';

/** Every response of every endpoint is wrapped in this envelope. */
export const successEnvelope = <T extends z.ZodType>(result: T) =>
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
