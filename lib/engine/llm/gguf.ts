import { access } from 'node:fs/promises';
import path from 'node:path';
import { BackendUnavailableError, type ChatBackend, type TurnRequest, type TurnResult } from './types';

/**
 * A local GGUF model through node-llama-cpp, loaded on first use and kept. node-llama-cpp is
 * an optional install (its full install pulls 725 MB of GPU binaries), so it is imported
 * only when LLM_MODEL_PATH is set; without it the caller gets a message saying how to add it.
 *
 * Built-in functions are not offered to GGUF models here: node-llama-cpp's function calling
 * needs a grammar per model family. The model answers in plain text.
 */
export const NODE_LLAMA_CPP_INSTALL = 'npm install node-llama-cpp @node-llama-cpp/linux-x64 --omit=optional';

/** The small part of node-llama-cpp's API used here (the package may be absent). */
interface LlamaModule {
  getLlama(options: { gpu: false }): Promise<{ loadModel(options: { modelPath: string }): Promise<LlamaModel> }>;
  LlamaChatSession: new (options: { contextSequence: unknown }) => LlamaSession;
}
interface LlamaModel {
  createContext(options: { sequences: number }): Promise<{ getSequence(): { dispose(): void } }>;
}
interface LlamaSession {
  setChatHistory(history: Array<{ type: 'system' | 'user'; text: string } | { type: 'model'; response: string[] }>): void;
  prompt(text: string, options: { signal: AbortSignal; onTextChunk?: (text: string) => void }): Promise<string>;
  dispose(): void;
}

export function ggufBackend(modelPath: string): ChatBackend {
  const modelName = path.basename(modelPath, path.extname(modelPath));
  let loaded: Promise<{ llamaCpp: LlamaModule; context: Awaited<ReturnType<LlamaModel['createContext']>> }> | undefined;

  async function load() {
    let llamaCpp: LlamaModule;
    try {
      // A computed specifier: the package is optional, so neither TypeScript nor the bundler may require it.
      const specifier = 'node-llama-cpp';
      llamaCpp = (await import(/* webpackIgnore: true */ specifier)) as LlamaModule;
    } catch {
      throw new BackendUnavailableError(`LLM_MODEL_PATH is set but node-llama-cpp is not installed; run: ${NODE_LLAMA_CPP_INSTALL}`);
    }
    try {
      await access(modelPath);
    } catch {
      throw new BackendUnavailableError('LLM_MODEL_PATH names no readable file; check the path and its permissions');
    }
    const llama = await llamaCpp.getLlama({ gpu: false });
    const model = await llama.loadModel({ modelPath });
    return { llamaCpp, context: await model.createContext({ sequences: 1 }) };
  }

  return {
    kind: 'gguf',
    async listModels() {
      return { models: [modelName], default: modelName };
    },
    async turn(request: TurnRequest): Promise<TurnResult> {
      loaded ??= load().catch((error) => {
        loaded = undefined;
        throw error;
      });
      const { llamaCpp, context } = await loaded;
      const sequence = context.getSequence();
      const session = new llamaCpp.LlamaChatSession({ contextSequence: sequence });
      try {
        // Everything before the last message is history; the last one is the prompt.
        const earlier = request.messages.slice(0, -1).map((m) =>
          m.role === 'assistant' ? { type: 'model' as const, response: [m.content] } : { type: m.role === 'system' ? ('system' as const) : ('user' as const), text: m.content },
        );
        session.setChatHistory(earlier);
        const last = request.messages.at(-1)?.content ?? '';
        const content = await session.prompt(last, { signal: request.signal, onTextChunk: request.onDelta });
        return { model: modelName, content, toolCalls: [] };
      } finally {
        session.dispose();
        sequence.dispose();
      }
    },
  };
}
