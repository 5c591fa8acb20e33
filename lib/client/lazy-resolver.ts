import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** Loads one request schema of the contract: `() => import('@/lib/contract/music').then((m) => m.simpleRequest)`. */
export type SchemaLoader<Req extends z.ZodType> = () => Promise<Req>;

/**
 * A react-hook-form resolver that validates with a contract schema loaded on first use.
 * zod and the schemas are ~35 kB gz, more than a page's whole budget allows beside React and
 * Next, and nobody needs them before typing: the first validation waits for them once.
 */
export function lazySchemaResolver<Values extends FieldValues>(load: SchemaLoader<z.ZodType>): Resolver<Values> {
  let ready: Promise<Resolver<Values>> | null = null;
  return async (values, context, options) => {
    ready ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      // The cast bridges zod's generic schema type and the resolver's overloads.
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Values>,
    );
    ready.catch(() => {
      ready = null; // a failed load (offline) is tried again on the next validation
    });
    return (await ready)(values, context, options);
  };
}
