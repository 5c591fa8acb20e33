import type { EndpointContract } from '@/lib/contract/define';
import type { platform } from '@/lib/contract/platform';
import type { Contract } from '@/lib/contract/registry';
import { routes, type Route } from '@/lib/contract/routes';

/**
 * An endpoint as the browser knows it: where it lives (the contract's route table), typed by
 * its registry entry. The entry itself (zod schemas, examples) never reaches the browser;
 * only its types do.
 */
export interface EndpointRef<E extends EndpointContract = EndpointContract> extends Route {
  readonly __contract?: E;
}

type Refs<T> = { [C in keyof T]: { [O in keyof T[C]]: T[C][O] extends EndpointContract ? EndpointRef<T[C][O]> : never } };

/** Every endpoint, as `api.translate.predict` or `api.platform.keysList`. */
export const api = routes as unknown as Refs<Contract & { platform: typeof platform }>;
