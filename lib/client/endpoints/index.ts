import type { EndpointContract } from '@/lib/contract/define';
import type { platform } from '@/lib/contract/platform';
import type { Contract } from '@/lib/contract/registry';
import type { Route } from '@/lib/contract/routes/route';

/**
 * An endpoint as the browser knows it: where it lives (the contract's route table), typed by
 * its registry entry. The entry itself (zod schemas, examples) never reaches the browser;
 * only its types do.
 */
export interface EndpointRef<E extends EndpointContract = EndpointContract> extends Route {
  readonly __contract?: E;
}

type Everything = Contract & { platform: typeof platform };

/** One capability's endpoints, as `translateApi.predict`, each typed by its registry entry. */
export type Endpoints<C extends keyof Everything> = { [O in keyof Everything[C]]: Everything[C][O] extends EndpointContract ? EndpointRef<Everything[C][O]> : never };

/**
 * A capability's routes, typed for the browser. Each capability has its module beside this one
 * (`translate.ts`: `translateApi`), which imports only that capability's routes, so a page
 * carries the routes it calls and no others.
 */
export const endpointsOf = <C extends keyof Everything>(routes: { [O in keyof Everything[C]]: Route<C> }) => routes as unknown as Endpoints<C>;
