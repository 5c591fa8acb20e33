import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeError } from '@/lib/contract/issues';
import { intBetween } from '@/lib/contract/rules';
import { FormStore } from '@/lib/client/form-store';

/** A form says under a field the sentence the API's 400 says for it, after the field's name. */
const schema = z.object({
  name: z.string().max(200),
  count: intBetween(1, 10),
  seed: z.number().int().min(0),
});

async function formErrors(values: Record<string, unknown>) {
  const form = new FormStore(values as never, async () => schema, () => undefined);
  await form.submit(() => undefined);
  return form.visibleErrors() as Record<string, { message: string } | undefined>;
}

const apiSays = (values: Record<string, unknown>) => {
  const parsed = schema.safeParse(values, { reportInput: true });
  return parsed.success ? '' : describeError(parsed.error);
};

describe('a contract form', () => {
  it("says a bound without a message of its own as the API does, never in zod's words", async () => {
    const values = { name: 'n'.repeat(201), count: 2.5, seed: -1 };
    const errors = await formErrors(values);
    expect(errors.name?.message).toBe('must be at most 200 characters');
    expect(errors.count?.message).toBe('must be a whole number');
    expect(errors.seed?.message).toBe('must be at least 0');
    expect(apiSays(values)).toBe(`name: ${errors.name?.message}; count: ${errors.count?.message}; seed: ${errors.seed?.message}`);
  });

  it('tells a field left out from one filled wrong', async () => {
    const errors = await formErrors({ name: 'ok', count: 'three' });
    expect(errors.count?.message).toBe('must be a number');
    expect(errors.seed?.message).toBe('is required');
  });
});
