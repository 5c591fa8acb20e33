import 'server-only';
import type { z } from 'zod';
import type { Contract, EndpointContract } from '@/lib/contract';
import type { CallContext } from '../context';

/** One operation: validated input in, the endpoint's result out (before output parsing). */
export type Operation<E> =
  E extends EndpointContract<infer Req, infer Res> ? (input: z.output<Req>, ctx: CallContext) => Promise<z.input<Res>> : never;

export type CapabilityName = keyof Contract;
export type CapabilityProvider<C extends CapabilityName> = { [K in keyof Contract[C]]: Operation<Contract[C][K]> };
export type Providers = { [C in CapabilityName]: CapabilityProvider<C> };
