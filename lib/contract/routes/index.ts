import type { Capability } from '../define';
import { translateRoutes } from './translate';
import { imageRoutes } from './image';
import { faceRoutes } from './face';
import { musicRoutes } from './music';
import { socialRoutes } from './social';
import { ttsRoutes } from './tts';
import { imagegenRoutes } from './imagegen';
import { accountRoutes } from './account';
import { llmRoutes } from './llm';
import { platformRoutes } from './platform';
import type { Route } from './route';

export type { Route } from './route';

/**
 * Where every endpoint lives: its method and path under /api, by capability then operation, one
 * module a capability. The registry spreads these into its entries. The browser imports a
 * capability's own module (lib/client/endpoints/<capability>.ts), never this table: no zod, no
 * schemas, and no other capability's routes ride on a page.
 */
export const routes = {
  translate: translateRoutes,
  image: imageRoutes,
  face: faceRoutes,
  music: musicRoutes,
  social: socialRoutes,
  tts: ttsRoutes,
  imagegen: imagegenRoutes,
  account: accountRoutes,
  llm: llmRoutes,
  platform: platformRoutes,
} satisfies Record<Capability | 'platform', Record<string, Route>>;
