/**
 * What a chat backend does, whatever it is (an OpenAI-compatible server, a local GGUF
 * model): one turn of the model, given the conversation and the tools it may call.
 */
export interface BackendMessage {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content: string;
  name?: string;
  tool_call_id?: string;
  tool_calls?: ToolCall[];
}

export interface ToolCall {
  id: string;
  name: string;
  /** JSON text, as the model wrote it (may be malformed: the caller validates). */
  arguments: string;
}

export interface ToolSpec {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface TurnRequest {
  model: string | undefined;
  messages: BackendMessage[];
  tools: ToolSpec[];
  signal: AbortSignal;
  /** When given, text is streamed to it as the model writes. */
  onDelta?: (text: string) => void;
  /** Told which model answers once the backend knows, before any text (a stream's chunks name it). */
  onModel?: (model: string) => void;
  /** Longest answer in tokens (the backend's default when absent). */
  maxTokens?: number;
  temperature?: number;
  /** Nucleus sampling: only the likeliest tokens whose probabilities add up to this are drawn from. */
  topP?: number;
  /** Top-k: only the k likeliest tokens are drawn from (0: all). */
  topK?: number;
  /** Min-p: tokens less likely than this share of the likeliest one's chance are left out (0: none). */
  minP?: number;
  /** The answer ends before the first of these it would write (which is left out of it). */
  stop?: string[];
  /** OpenAI's penalties, -2 to 2: a token's chance lowered by how often (frequency) or whether (presence) it was written. */
  frequencyPenalty?: number;
  presencePenalty?: number;
  /** The answer is JSON: any object, or one matching `schema` (a JSON Schema, named as the client named it). */
  responseFormat?: { type: 'json_object' } | { type: 'json_schema'; name: string; schema: Record<string, unknown> };
  /** Sampling seed: the same seed gives the same answer (when the backend supports it). */
  seed?: number;
  /** OpenAI's tool_choice: `required` (or a name) makes the model call a tool, `none` offers none. */
  toolChoice?: 'auto' | 'none' | 'required' | { name: string };
}

export interface TurnResult {
  model: string;
  content: string;
  toolCalls: ToolCall[];
  /** Why the answer ended, in OpenAI's words (when the backend says). */
  finishReason?: 'stop' | 'length' | 'tool_calls';
  /** Tokens read and written (when the backend counts them). */
  usage?: { promptTokens: number; completionTokens: number };
  /**
   * How many of the earliest messages (after the system messages) the model answered without,
   * as they did not fit in its context (when the backend fits the conversation itself).
   */
  omittedMessages?: number;
}

export interface ChatBackend {
  readonly kind: 'openai-compatible' | 'gguf';
  listModels(signal: AbortSignal): Promise<{ models: string[]; default: string | null }>;
  turn(request: TurnRequest): Promise<TurnResult>;
  /** Frees what the backend holds (a loaded model); it loads again on the next turn. */
  dispose?(): Promise<void>;
}

/** The backend answered, but not in a shape we can use. */
export class BackendAnswerError extends Error {
  override name = 'BackendAnswerError';
}

/** The backend could not be reached. */
export class BackendUnreachableError extends Error {
  override name = 'BackendUnreachableError';
}

/** The request cannot be served as asked (`field: rule`): the caller's to fix. */
export class BackendInputError extends Error {
  override name = 'BackendInputError';
}

/** The backend is configured but cannot run here (a missing package or file): the operator's to fix. */
export class BackendUnavailableError extends Error {
  override name = 'BackendUnavailableError';
}

/** Too many requests are already waiting for the model: try again shortly. */
export class BackendBusyError extends Error {
  override name = 'BackendBusyError';
}
