import 'server-only';
import { z } from 'zod';
import { contract, describeError, type EndpointContract } from '@/lib/contract';
import type { InternalFunction } from '@/lib/contract/llm';
import { calculate, CalculatorError } from '@/lib/engine/llm/calculator';
import type { ToolSpec } from '@/lib/engine/llm/types';
import type { CallContext } from '../context';
import { ApiError } from '../errors';
import { pickVoice } from './voice';

/**
 * The built-in functions a chat may call. Each calls Prism's own provider (local engine or
 * upstream, as configured) and takes exactly the parameters of the endpoint behind it, so
 * its JSON schema is generated from the contract and its arguments are validated by it.
 */
interface BuiltIn {
  description: string;
  parameters: z.ZodType;
  run(args: unknown, ctx: CallContext): Promise<unknown>;
}

const viaEndpoint = (endpoint: EndpointContract, description: string, run: (args: never, ctx: CallContext) => Promise<unknown>): BuiltIn => ({
  description,
  parameters: endpoint.request,
  run: run as BuiltIn['run'],
});

const speechRequest = contract.tts.audio_query.request;
const speechParameters = speechRequest.extend({ speaker: speechRequest.shape.speaker.optional() });

const timeParameters = z.object({
  timezone: z.string().max(64).optional().describe('IANA time zone such as Europe/Paris; default UTC.'),
});
const calculatorParameters = z.object({
  expression: z.string().min(1).max(500).describe('An arithmetic expression, e.g. (3 + 4) * 2 / 7, sqrt(2) ^ 3 or 5 inch to cm.'),
});

export const BUILT_INS: Record<InternalFunction, BuiltIn> = {
  translate: viaEndpoint(contract.translate.predict, 'Translate a text into another language.', (args, ctx) => ctx.provider.translate.predict(args, ctx)),
  detect_language: viaEndpoint(contract.translate.detect, 'Detect the language of a text.', (args, ctx) => ctx.provider.translate.detect(args, ctx)),
  // The audio_query parameters with the speaker optional: a model cannot know the style ids, so
  // without one a voice of the text's language is picked (and named in the result).
  text_to_speech: {
    description: 'Speak a text aloud; returns URLs of WAV files. Leave speaker out to use a voice of the text’s language.',
    parameters: speechParameters,
    async run(args, ctx) {
      const { text, speaker } = args as z.output<typeof speechParameters>;
      const chosen = speaker === undefined ? await pickVoice(text, ctx) : { speaker, voice: undefined };
      const query = await ctx.provider.tts.audio_query({ text, speaker: chosen.speaker }, ctx);
      const input = contract.tts.synthesis.request.parse({ speaker: chosen.speaker, input: query });
      const result = await ctx.provider.tts.synthesis(input, ctx);
      return { ...result, speaker: chosen.speaker, ...(chosen.voice ? { voice: chosen.voice } : {}) };
    },
  },
  generate_music: viaEndpoint(contract.music.simple, 'Start composing a song from a description; returns two generation records to poll.', (args, ctx) => ctx.provider.music.simple(args, ctx)),
  enhance_image: viaEndpoint(contract.image.unblur, 'Unblur and enhance an image given by URL.', (args, ctx) => ctx.provider.image.unblur(args, ctx)),
  remove_background: viaEndpoint(contract.image.rembg, 'Remove the background of an image given by URL.', (args, ctx) => ctx.provider.image.rembg(args, ctx)),
  download_social: viaEndpoint(contract.social.download, 'Get the media and details of a social-media post or page by URL.', (args, ctx) => ctx.provider.social.download(args, ctx)),
  current_time: {
    description: 'The current date and time.',
    parameters: timeParameters,
    async run(args) {
      const { timezone = 'UTC' } = args as z.output<typeof timeParameters>;
      const now = new Date();
      let local: string;
      try {
        local = now.toLocaleString('en-GB', { timeZone: timezone, dateStyle: 'full', timeStyle: 'long' });
      } catch {
        throw new ApiError('invalid_input', `timezone: unknown time zone ${timezone}`);
      }
      return { iso: now.toISOString(), timezone, local };
    },
  },
  calculator: {
    description: 'Evaluate an arithmetic expression: numbers, units (10 km to mile), operators and functions such as sqrt, sin, log, round.',
    parameters: calculatorParameters,
    async run(args) {
      return calculate((args as z.output<typeof calculatorParameters>).expression);
    },
  },
};

export function toolSpecs(names: readonly InternalFunction[]): ToolSpec[] {
  return names.map((name) => {
    const { $schema: _drop, ...parameters } = z.toJSONSchema(BUILT_INS[name].parameters, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    return { name, description: BUILT_INS[name].description, parameters };
  });
}

/** Runs one call the model asked for. Bad arguments come back as an error the model can read. */
export async function runBuiltIn(name: string, rawArguments: string, allowed: readonly InternalFunction[], ctx: CallContext): Promise<{ result: unknown; error?: string; arguments: unknown }> {
  if (!(allowed as readonly string[]).includes(name)) return { arguments: rawArguments, result: null, error: `function ${name} is not enabled for this chat` };
  let parsedJson: unknown;
  try {
    parsedJson = rawArguments.trim() ? JSON.parse(rawArguments) : {};
  } catch {
    return { arguments: rawArguments, result: null, error: 'arguments: must be a JSON object' };
  }
  const builtIn = BUILT_INS[name as InternalFunction];
  // reportInput: the model is told a missing argument from a wrong one.
  const parsed = builtIn.parameters.safeParse(parsedJson, { reportInput: true });
  if (!parsed.success) return { arguments: parsedJson, result: null, error: describeError(parsed.error) };
  try {
    return { arguments: parsed.data, result: await builtIn.run(parsed.data, ctx) };
  } catch (error) {
    // A refusal the function explains (bad input, an upstream failure) goes to the model as is;
    // anything else is our bug: logged, and only a generic sentence reaches the model and the user.
    if (error instanceof ApiError || error instanceof CalculatorError) return { arguments: parsed.data, result: null, error: error.message };
    if (ctx.signal.aborted) throw error;
    ctx.log.error({ err: error, function: name }, 'built-in function failed');
    return { arguments: parsed.data, result: null, error: `${name} failed with an internal error; quote request id ${ctx.requestId} when reporting it` };
  }
}
