import 'server-only';
import type { Providers } from '../types';
import { account } from './account';
import { face } from './face';
import { image } from './image';
import { imagegen } from './imagegen';
import { llm } from './llm';
import { music } from './music';
import { social } from './social';
import { translate } from './translate';
import { tts } from './tts';

/** The embedded engine: each capability's file wraps its engine in lib/engine/<capability>. */
export const localProviders: Providers = { translate, image, face, music, social, tts, imagegen, account, llm };
