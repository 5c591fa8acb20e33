import type { EndpointContract } from './define';
import { translateEndpoints } from './endpoints/translate';
import { imageEndpoints } from './endpoints/image';
import { faceEndpoints } from './endpoints/face';
import { musicEndpoints } from './endpoints/music';
import { socialEndpoints } from './endpoints/social';
import { ttsEndpoints } from './endpoints/tts';
import { imagegenEndpoints } from './endpoints/imagegen';
import { accountEndpoints } from './endpoints/account';
import { llmEndpoints } from './endpoints/llm';

/**
 * Every endpoint of the service, by capability then operation: `contract.translate.predict`.
 * Each capability's list lives in lib/contract/endpoints/<capability>.ts; this file only composes them.
 */
export const contract = {
  translate: translateEndpoints,
  image: imageEndpoints,
  face: faceEndpoints,
  music: musicEndpoints,
  social: socialEndpoints,
  tts: ttsEndpoints,
  imagegen: imagegenEndpoints,
  account: accountEndpoints,
  llm: llmEndpoints,
} as const;

export type Contract = typeof contract;
export type CapabilityContract<C extends keyof Contract> = Contract[C];

/** Every capability endpoint, flat, for the OpenAPI document, the method check and the tests. */
export const capabilityEndpoints: EndpointContract[] = Object.values(contract).flatMap(
  (ops) => Object.values(ops) as EndpointContract[],
);

/** The endpoints the hosted service's spec defines (20), without Prism's extensions. */
export const specEndpoints = capabilityEndpoints.filter((e) => !e.extension);
