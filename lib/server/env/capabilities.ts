import 'server-only';
import { translateEnv } from './translate';
import { imageEnv } from './image';
import { faceEnv } from './face';
import { ttsEnv } from './tts';
import { musicEnv } from './music';
import { socialEnv } from './social';
import { llmEnv } from './llm';

/** Each capability owns the variables of its own file. */
export const capabilityEnv = { ...translateEnv, ...imageEnv, ...faceEnv, ...ttsEnv, ...musicEnv, ...socialEnv, ...llmEnv };
