import { z } from 'zod';

export const meRequest = z.object({});
export const accountRecord = z.looseObject({
  id: z.string(),
  name: z.string(),
  current_plan: z.string(),
  plan_expiry_date: z.string(),
  current_rpm: z.number(),
});
export type AccountRecord = z.infer<typeof accountRecord>;
