import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ChatHistoryItem, ChatModelFunctions, ChatWrapper, LLamaChatGenerateResponseOptions, Llama, LlamaContext, LlamaContextSequence, LlamaModel } from 'node-llama-cpp';
import { grouped } from '@/lib/contract/limits/figures';
import { fitHistory, toChatHistory } from './gguf-history';
import { grammarSchema } from './grammar-schema';
import { pastPreamble } from './preamble';
import { BackendBusyError, BackendInputError, BackendUnavailableError, type BackendMessage, type ChatBackend, type TurnRequest, type TurnResult } from './types';

/**
 * A GGUF model run in this process by node-llama-cpp (llama.cpp's CPU build).
 *
 * - Loaded on the first turn, kept while used, unloaded after `idleMs` without a turn.
 * - One turn runs at a time (one context sequence); up to `maxQueue` more wait in order, and
 *   past that a turn is refused at once with BackendBusyError (503 `unavailable`). A turn
 *   whose signal aborts (its client went away) leaves the queue or stops generating.
 * - Tools are offered through node-llama-cpp's function calling: the chat wrapper of the
 *   model's family writes them into the prompt, and a grammar built from each tool's JSON
 *   Schema constrains the arguments. The calls come back to the caller unexecuted, as from
 *   an OpenAI-compatible server, so the same loop runs them and feeds back results or errors.
 * - `toolChoice: 'required'` starts the answer inside a function call, so the grammar picks
 *   the name and writes the arguments whatever the weights prefer.
 * - A conversation longer than the context keeps its system message and newest turns.
 */
export interface GgufBackendOptions {
  modelPath: string;
  /** The name callers use (default: the file's name). */
  name?: string;
  /** CPU threads evaluating the model. */
  threads: number;
  /** Context window in tokens (capped by what the model was trained with). */
  contextSize: number;
  /** Unload after this long without a turn. */
  idleMs: number;
  /** Turns that may wait while one runs. */
  maxQueue: number;
  /** Longest answer when the request sets none. */
  maxTokens: number;
}

type LlamaModule = typeof import('node-llama-cpp');

interface Resident {
  llamaCpp: LlamaModule;
  llama: Llama;
  model: LlamaModel;
  context: LlamaContext;
  /** The one sequence, kept between turns: a turn that shares the previous prompt's start reuses its evaluation. */
  sequence: LlamaContextSequence;
  wrapper: ChatWrapper;
}

let llamaRuntime: Promise<{ llamaCpp: LlamaModule; llama: Llama }> | undefined;

/** node-llama-cpp and its CPU build, loaded once per process (GPU builds are not installed). */
function runtime() {
  llamaRuntime ??= (async () => {
    const llamaCpp = await import('node-llama-cpp');
    const llama = await llamaCpp.getLlama({ gpu: false, build: 'never', progressLogs: false, logLevel: llamaCpp.LlamaLogLevel.error });
    return { llamaCpp, llama };
  })().catch((error: unknown) => {
    llamaRuntime = undefined;
    throw new BackendUnavailableError(`node-llama-cpp could not start its CPU build: ${(error as Error).message}`);
  });
  return llamaRuntime;
}

/** What a running backend can tell about itself (for tests, logs and the models page). */
export interface GgufBackendState {
  /** The model is loaded. */
  readonly resident: boolean;
  /** A turn is generating. */
  readonly busy: boolean;
  /** Turns waiting for it. */
  readonly waiting: number;
  /** Tokens written since this backend was made. */
  readonly generatedTokens: number;
}

export function ggufBackend(options: GgufBackendOptions): ChatBackend & GgufBackendState {
  const name = options.name ?? path.basename(options.modelPath, path.extname(options.modelPath));
  let resident: Promise<Resident> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;
  let running = false;
  let generatedTokens = 0;
  const waiting: Array<{ start: () => void }> = [];

  async function load(): Promise<Resident> {
    const { llamaCpp, llama } = await runtime();
    let model: LlamaModel;
    try {
      model = await llama.loadModel({ modelPath: options.modelPath });
    } catch (error) {
      throw new BackendUnavailableError(`the model file ${path.basename(options.modelPath)} could not be loaded: ${(error as Error).message}`);
    }
    const context = await model.createContext({ contextSize: Math.min(options.contextSize, model.trainContextSize), threads: options.threads, sequences: 1 });
    return { llamaCpp, llama, model, context, sequence: context.getSequence(), wrapper: llamaCpp.resolveChatWrapper(model) };
  }

  async function unload() {
    const loaded = resident;
    resident = undefined;
    if (!loaded) return;
    const { model, context } = await loaded.catch(() => ({ model: undefined, context: undefined }));
    await context?.dispose();
    await model?.dispose();
  }

  /** Waits for the model's one sequence; refuses at once when the queue is full. */
  async function acquire(signal: AbortSignal): Promise<void> {
    clearTimeout(idleTimer);
    if (!running) {
      running = true;
      return;
    }
    if (waiting.length >= options.maxQueue) {
      throw new BackendBusyError(`the local model is busy (${waiting.length} requests already waiting); try again shortly`);
    }
    await new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          signal.removeEventListener('abort', leave);
          resolve();
        },
      };
      const leave = () => {
        const at = waiting.indexOf(entry);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal.reason);
      };
      if (signal.aborted) return reject(signal.reason);
      signal.addEventListener('abort', leave, { once: true });
      waiting.push(entry);
    });
  }

  function release() {
    const next = waiting.shift();
    if (next) return next.start();
    running = false;
    idleTimer = setTimeout(() => void unload(), options.idleMs);
    idleTimer.unref();
  }

  async function turn(request: TurnRequest): Promise<TurnResult> {
    if (request.model && request.model !== name) throw new BackendInputError(`model: ${request.model} is not installed; this server runs ${name}`);
    request.onModel?.(name);
    await acquire(request.signal);
    try {
      resident ??= load().catch((error: unknown) => {
        resident = undefined;
        throw error;
      });
      return await generate(await resident, request);
    } finally {
      release();
    }
  }

  async function generate({ llamaCpp, llama, model, context, sequence, wrapper }: Resident, request: TurnRequest): Promise<TurnResult> {
    const choice = request.toolChoice ?? 'auto';
    const offered = choice === 'none' ? [] : typeof choice === 'object' ? request.tools.filter((t) => t.name === choice.name) : request.tools;
    if (typeof choice === 'object' && !offered.length) throw new BackendInputError(`tool_choice: names ${choice.name}, which is not among the tools`);
    const functions: ChatModelFunctions | undefined = offered.length
      ? Object.fromEntries(offered.map((tool) => [tool.name, { description: tool.description, params: grammarSchema(tool.parameters, `tools[${request.tools.indexOf(tool)}].function.parameters`) as never }]))
      : undefined;
    const forced = offered.length > 0 && (choice === 'required' || typeof choice === 'object');
    // A forced call's answer is the call: JSON mode has no text to shape then.
    const grammar = request.responseFormat && !forced ? await jsonGrammar(llama, request.responseFormat) : undefined;
    const chatWrapper = forced ? startingInsideACall(llamaCpp, wrapper) : wrapper;

    const maxTokens = Math.min(request.maxTokens ?? options.maxTokens, context.contextSize - 16);
    const countTokens = (items: Parameters<typeof fitHistory>[0], withFunctions = functions) =>
      chatWrapper.generateContextState({ chatHistory: items, availableFunctions: withFunctions }).contextText.tokenize(model.tokenizer).length;
    const { history, omitted } = fitHistory(toChatHistory(request.messages), countTokens, context.contextSize - maxTokens);
    refuseUnshortenablePrompt(history, countTokens, context.contextSize, request.messages, functions !== undefined);

    const outputBefore = sequence.tokenMeter.usedOutputTokens;
    const sampling = {
      maxTokens,
      contextShift: { size: contextShiftSize(context.contextSize) },
      temperature: request.temperature,
      topP: request.topP,
      topK: request.topK,
      minP: request.minP,
      seed: request.seed,
      ...(request.stop?.length ? { customStopTriggers: request.stop } : {}),
      // OpenAI's penalties on top of node-llama-cpp's own repeat penalty (which stays as it is).
      ...(request.frequencyPenalty !== undefined || request.presencePenalty !== undefined
        ? { repeatPenalty: { frequencyPenalty: request.frequencyPenalty, presencePenalty: request.presencePenalty } }
        : {}),
    };
    /** One generation on the resident sequence, its chat disposed after (the sequence stays). */
    const respond = async (options: LLamaChatGenerateResponseOptions<ChatModelFunctions | undefined>) => {
      const chat = new llamaCpp.LlamaChat({ contextSequence: sequence, chatWrapper, autoDisposeSequence: false });
      try {
        return await chat.generateResponse(history, { ...options, ...sampling });
      } finally {
        chat.dispose({ disposeSequence: false });
      }
    };
    const finish = (answer: Awaited<ReturnType<typeof respond>>, promptTokens: number): TurnResult => {
      const toolCalls = (answer.functionCalls ?? []).map((call) => ({
        id: `call_${randomUUID().replaceAll('-', '')}`,
        name: call.functionName,
        arguments: JSON.stringify(call.params ?? {}),
      }));
      const stop = answer.metadata.stopReason;
      return {
        model: name,
        content: answer.response,
        toolCalls,
        finishReason: toolCalls.length ? 'tool_calls' : stop === 'maxTokens' ? 'length' : 'stop',
        usage: { promptTokens, completionTokens: sequence.tokenMeter.usedOutputTokens - outputBefore },
        ...(omitted ? { omittedMessages: omitted } : {}),
      };
    };

    try {
      if (!(grammar && functions)) {
        const answer = await respond({
          ...(functions ? { functions, maxParallelFunctionCalls: 1 } : grammar ? { grammar } : {}),
          signal: request.signal,
          stopOnAbortSignal: false,
          onTextChunk: request.onDelta,
        });
        return finish(answer, countTokens(history));
      }
      // JSON mode with tools offered: node-llama-cpp draws a grammar or function calls, not
      // both. So the model is first offered the tools, and stopped once its text can no longer
      // be a line said before a call (preamble.ts); none of it reaches the caller. A call is the
      // answer (its preamble dropped: JSON mode's content is JSON or nothing); else it answers
      // again under the JSON grammar, without the tools, and that answer is streamed.
      const notACall = new AbortController();
      let written = '';
      const offeredAnswer = await respond({
        functions,
        maxParallelFunctionCalls: 1,
        signal: AbortSignal.any([request.signal, notACall.signal]),
        stopOnAbortSignal: true,
        onTextChunk: (text) => {
          // Every token so far is text: a call, once begun, sends no more of it.
          written += text;
          if (pastPreamble(written, sequence.tokenMeter.usedOutputTokens - outputBefore)) notACall.abort();
        },
      });
      request.signal.throwIfAborted();
      if (offeredAnswer.functionCalls?.length) return { ...finish(offeredAnswer, countTokens(history)), content: '' };
      const answer = await respond({ grammar, signal: request.signal, stopOnAbortSignal: false, onTextChunk: request.onDelta });
      return finish(answer, countTokens(history, undefined));
    } finally {
      generatedTokens += sequence.tokenMeter.usedOutputTokens - outputBefore;
    }
  }

  return {
    kind: 'gguf',
    get resident() {
      return resident !== undefined;
    },
    get waiting() {
      return waiting.length;
    },
    get busy() {
      return running;
    },
    get generatedTokens() {
      return generatedTokens;
    },
    async listModels() {
      return { models: [name], default: name };
    },
    turn,
    async dispose() {
      clearTimeout(idleTimer);
      await unload();
    },
  };
}

/**
 * JSON mode: a grammar the model's tokens must follow, for any JSON object or one matching the
 * client's schema (narrowed as tools' are: grammar-schema.ts). With tools offered too, generate
 * offers them first and answers under the grammar only when no call came.
 */
async function jsonGrammar(llama: Llama, format: NonNullable<TurnRequest['responseFormat']>) {
  if (format.type === 'json_object') return llama.getGrammarFor('json');
  const schema = grammarSchema(format.schema, 'response_format.json_schema.schema');
  try {
    return await llama.createGrammarForJsonSchema(schema as never);
  } catch (error) {
    throw new BackendInputError(`response_format.json_schema.schema: the in-process model cannot follow this schema (${(error as Error).message})`);
  }
}

/**
 * How many tokens a context shift frees when the conversation fills the context (node-llama-cpp's
 * own default, set here so that the limit below and the generation read one rule).
 */
const contextShiftSize = (contextSize: number) => Math.max(1, Math.floor(contextSize / 10));

/**
 * node-llama-cpp shortens a long conversation by cutting older turns and the text of later
 * messages, but never the first system message nor the function definitions written into the
 * prompt. When those alone do not fit in the context less one shift, it throws mid-turn (a
 * 500); this says so first, as the caller's to fix, naming the message.
 */
function refuseUnshortenablePrompt(
  history: ChatHistoryItem[],
  countTokens: (items: ChatHistoryItem[]) => number,
  contextSize: number,
  messages: readonly BackendMessage[],
  withFunctions: boolean,
) {
  const kept: ChatHistoryItem[] = history[0]?.type === 'system' ? [history[0]] : [];
  const fixed = countTokens([...kept, { type: 'user', text: '' }, { type: 'model', response: [] }]);
  const room = contextSize - contextShiftSize(contextSize);
  if (fixed <= room) return;
  // The functions are `internal_functions` on /api/llm/chat and `tools` on /v1: name both.
  const functions = 'the function definitions (internal_functions, or tools on /v1)';
  const what = kept.length ? `the system message${withFunctions ? ` and ${functions} take` : ' takes'}` : withFunctions ? `${functions} take` : 'the prompt format takes';
  const field = kept.length ? `messages[${messages.findIndex((message) => message.role === 'system')}].content: ` : '';
  throw new BackendInputError(
    `${field}${what} ${grouped(fixed)} tokens, and this model's context (${grouped(contextSize)} tokens, LLM_CONTEXT_SIZE) keeps at most ${grouped(room)} whole: shorten the system message, offer fewer functions, or raise LLM_CONTEXT_SIZE`,
  );
}

/**
 * The model's own chat wrapper, with the answer opened inside a function call: the prompt
 * ends with the wrapper's call prefix and node-llama-cpp starts in function-name mode, where
 * its grammar allows only the offered names and then arguments matching their schemas.
 */
function startingInsideACall(llamaCpp: LlamaModule, inner: ChatWrapper): ChatWrapper {
  const forced = Object.create(inner) as ChatWrapper;
  forced.generateContextState = (state) => {
    const base = inner.generateContextState(state);
    return {
      contextText: llamaCpp.LlamaText([base.contextText, inner.settings.functions.call.prefix]),
      stopGenerationTriggers: base.stopGenerationTriggers,
      ignoreStartText: base.ignoreStartText,
      functionCall: { initiallyEngaged: true, disengageInitiallyEngaged: [] },
    };
  };
  return forced;
}
