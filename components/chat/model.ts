import type { z } from 'zod';
import { CHAT_MAX_CONTENT, CHAT_MAX_MESSAGES, INTERNAL_FUNCTIONS } from '@/lib/contract/limits/llm';
import type { chatRequest, ChatStreamEvent, InternalFunction } from '@/lib/contract/llm';
import { samplingOver } from './sampling';
import type { ChatSettings } from './use-chat-settings';

/**
 * A conversation as the chat page keeps it (in this browser's localStorage), and how it
 * becomes the `messages` of a /llm/chat request. Pure functions: the page's hooks call them.
 */
export type Part =
  | { kind: 'text'; text: string }
  | { kind: 'function'; name: string; arguments: string; result?: unknown; error?: string; done: boolean };

export type MessageStatus = 'streaming' | 'done' | 'stopped' | 'error';

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  /** The user's text; for the assistant, the final answer (what /llm/chat returns as message.content). */
  content: string;
  /** The assistant's answer as it happened: text and function calls in order. */
  parts?: Part[];
  model?: string;
  status?: MessageStatus;
  error?: string;
  /** The HTTP status of a refused request (a 401 offers to sign in again). */
  errorStatus?: number;
  /** Set when the round limit stopped a model that kept calling functions. */
  stopped?: string;
  /** Set when the answer reached the token limit and is cut short (the result's finish_reason). */
  finish?: 'length';
  /** Earlier takes of this answer, oldest first, that Regenerate replaced (takesAfterRegenerate). */
  earlier?: ChatMessage[];
  /**
   * How many of the conversation's first messages this answer was written without: they did
   * not fit in the model's context, or past the request's message limit (unseenMessages).
   */
  unseen?: number;
  /**
   * A question's other versions (Edit's), each the conversation from that version of the
   * question on, in the order written; `version` is where this one falls among them (versions.ts).
   */
  versions?: ChatMessage[][];
  version?: number;
  /** The tokens the model read and wrote for this answer (the result's usage), when its server counted them. */
  tokens?: { read: number; written: number };
  /**
   * How long the answer took (ms): to its first words, and in all (answer-figures.ts).
   * `writingMs`: for an answer written in more than one request (Continue), the time spent
   * writing in each, summed (in one request it is totalMs - firstMs).
   */
  timing?: { firstMs: number; totalMs: number; writingMs?: number };
  at: number;
}

export interface Conversation {
  id: string;
  title: string;
  createdAt: number;
  updatedAt: number;
  messages: ChatMessage[];
  /**
   * The model this conversation asks ('' for the backend's default): set when it is picked
   * here or the first question is sent, so picking another in one conversation leaves the
   * others alone. Absent (an empty chat, or one kept before this field): the browser's choice.
   */
  model?: string;
  /** The built-in functions this conversation may call, kept as `model` is (same rules). */
  functions?: InternalFunction[];
  /** Instructions sent first as the system message ('' for none), kept as `model` is. */
  system?: string;
  /** Sampling (sampling.ts; null: the model's default), kept as `model` is. */
  temperature?: number | null;
  topP?: number | null;
  topK?: number | null;
  minP?: number | null;
  maxTokens?: number | null;
  seed?: number | null;
  frequencyPenalty?: number | null;
  presencePenalty?: number | null;
  stop?: string[] | null;
  json?: true | null;
}

/**
 * What a conversation asks with: its own model, functions, instructions and sampling, each
 * the browser's last choice (`browser`) until the conversation has its own. Function names the
 * contract no longer knows are left out, so a renamed function cannot break the request, and
 * a sampling value out of range is the model's default.
 */
export function conversationSettings(conversation: Conversation | null | undefined, browser: ChatSettings): ChatSettings {
  const functions = conversation?.functions;
  return {
    model: conversation?.model ?? browser.model,
    functions: Array.isArray(functions) ? INTERNAL_FUNCTIONS.filter((f) => functions.includes(f)) : browser.functions,
    system: typeof conversation?.system === 'string' ? conversation.system : browser.system,
    ...samplingOver(conversation, browser),
  };
}

type RequestMessage = z.input<typeof chatRequest>['messages'][number];

/** A function result sent back as context is cut to this many characters: enough to refer to, not to drown the model. */
const FUNCTION_CONTEXT_CHARS = 4_000;

export function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function newConversation(now = Date.now()): Conversation {
  return { id: newId(), title: 'New chat', createdAt: now, updatedAt: now, messages: [] };
}

/** A title from the first thing the user said. */
export function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 48 ? `${line.slice(0, 47)}…` : line || 'New chat';
}

/**
 * The request's messages for a history: the instructions (`system`) first when there are any,
 * then user turns as they were; for each answer, the results of the functions it called (as
 * `function` messages, so the model can refer back to them) then its text. Answers that failed
 * carry nothing and are left out. The oldest turns go first when the history is longer than
 * the contract allows; the instructions never do.
 */
export function requestMessages(history: readonly ChatMessage[], system = ''): RequestMessage[] {
  const turns = allRequestMessages(history).messages.slice(-turnLimit(system));
  return system.trim() ? [{ role: 'system', content: clip(system, CHAT_MAX_CONTENT) }, ...turns] : turns;
}

/** How many turn messages a request holds beside the instructions. */
const turnLimit = (system: string) => CHAT_MAX_MESSAGES - (system.trim() ? 1 : 0);

/**
 * How many of the history's messages, from its start, an answer was written without: those
 * the request's message limit cut (requestMessages), then the `omitted` more the server says
 * the model's context could not hold (the result's omitted_messages). An answer that read
 * part of an earlier answer (its function results, not its text) counts that answer as read.
 */
export function unseenMessages(history: readonly ChatMessage[], omitted = 0, system = ''): number {
  const { messages, from } = allRequestMessages(history);
  // The server counts after the system message, as the turns are counted here.
  const firstRead = Math.max(0, messages.length - turnLimit(system)) + omitted;
  if (firstRead === 0) return 0;
  // Past the end only if the server's count is off: then everything before the question.
  return firstRead < from.length ? from[firstRead]! : Math.max(0, history.length - 1);
}

/** Every request message of a history, with the index of the history message each came from. */
function allRequestMessages(history: readonly ChatMessage[]): { messages: RequestMessage[]; from: number[] } {
  const messages: RequestMessage[] = [];
  const from: number[] = [];
  const add = (message: RequestMessage, index: number) => {
    messages.push(message);
    from.push(index);
  };
  history.forEach((message, index) => {
    if (message.role === 'user') return add({ role: 'user', content: clip(message.content, CHAT_MAX_CONTENT) }, index);
    for (const part of message.parts ?? []) {
      if (part.kind !== 'function' || !part.done) continue;
      const payload = part.error ? { error: part.error } : part.result;
      add({ role: 'function', name: part.name, content: clip(JSON.stringify(payload ?? null), FUNCTION_CONTEXT_CHARS) }, index);
    }
    if (message.content.trim()) add({ role: 'assistant', content: clip(message.content, CHAT_MAX_CONTENT) }, index);
  });
  return { messages, from };
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * Where an answer goes in its conversation as stored when it ends: right after the question
 * it answers, whatever another tab with the same conversation open added meanwhile (kept, not
 * written over from the view this tab had when the question was asked). A question another
 * tab's save dropped comes back, with its answer, at the end. Saving the same answer again
 * replaces it.
 */
export function placeAnswer(stored: readonly ChatMessage[], history: readonly ChatMessage[], answer: ChatMessage): ChatMessage[] {
  // Saved once already (a closing page keeps what was written, then the stream's end saves it): in its place.
  if (stored.some((m) => m.id === answer.id)) return stored.map((m) => (m.id === answer.id ? answer : m));
  const question = history.at(-1);
  const at = question ? stored.findIndex((m) => m.id === question.id) : -1;
  if (!question || question.role !== 'user') return [...stored, answer];
  if (at < 0) return [...stored, question, answer];
  return [...stored.slice(0, at + 1), answer, ...stored.slice(at + 1)];
}

/** How many earlier takes an answer keeps: the oldest go past this. */
export const EARLIER_TAKES_MAX = 9;

/**
 * The takes a new answer keeps when Regenerate replaces `replaced` (the answers it takes the
 * place of): theirs and them, oldest first, so no answer is lost to Regenerate. Failed ones,
 * which hold nothing, are left out.
 */
export function takesAfterRegenerate(replaced: readonly ChatMessage[]): ChatMessage[] {
  const takes = replaced.flatMap(({ earlier, ...take }) => [...(earlier ?? []), take]);
  return takes.filter((take) => take.status !== 'error' && answerText(take).trim() !== '').slice(-EARLIER_TAKES_MAX);
}

/** An answer with take `index` of its takes (earlier ones, then itself) made the one the conversation goes on from. */
export function chooseTake(message: ChatMessage, index: number): ChatMessage {
  const { earlier = [], ...current } = message;
  const takes = [...earlier, current];
  const chosen = takes[index];
  if (!chosen || chosen === current) return message;
  return { ...chosen, id: message.id, earlier: takes.filter((take) => take !== chosen) };
}

/** The text of an answer, for the Copy button: what the model wrote, in order. */
export function answerText(message: ChatMessage): string {
  const texts = (message.parts ?? []).filter((p): p is Extract<Part, { kind: 'text' }> => p.kind === 'text').map((p) => p.text.trim());
  const joined = texts.filter(Boolean).join('\n\n');
  return joined || message.content;
}

/** Folds one streamed event into the answer being written. */
export function applyEvent(message: ChatMessage, event: ChatStreamEvent): ChatMessage {
  const parts = [...(message.parts ?? [])];
  const last = parts.at(-1);
  switch (event.type) {
    case 'delta':
      if (last?.kind === 'text') parts[parts.length - 1] = { ...last, text: last.text + event.content };
      else parts.push({ kind: 'text', text: event.content });
      return { ...message, parts };
    case 'function_call':
      parts.push({ kind: 'function', name: event.name, arguments: event.arguments, done: false });
      return { ...message, parts };
    case 'function_result': {
      const index = parts.findIndex((p) => p.kind === 'function' && !p.done && p.name === event.name);
      if (index < 0) return message;
      parts[index] = { ...(parts[index] as Extract<Part, { kind: 'function' }>), result: event.result, error: event.error, done: true };
      return { ...message, parts };
    }
    case 'done': {
      const result = event.result;
      // A backend that does not stream (the upstream provider) sends everything here.
      if (!parts.some((p) => p.kind === 'function')) {
        for (const f of result.functions as Array<{ name?: string; arguments?: unknown; result?: unknown; error?: string }>) {
          parts.push({ kind: 'function', name: String(f.name ?? 'function'), arguments: typeof f.arguments === 'string' ? f.arguments : JSON.stringify(f.arguments ?? {}), result: f.result, error: f.error, done: true });
        }
      }
      const lastText = [...parts].reverse().find((p) => p.kind === 'text');
      if (result.message.content && (!lastText || lastText.kind !== 'text' || lastText.text.trim() !== result.message.content.trim())) {
        if (parts.at(-1)?.kind === 'text') parts[parts.length - 1] = { kind: 'text', text: result.message.content };
        else parts.push({ kind: 'text', text: result.message.content });
      }
      const stopped = typeof result.stopped === 'string' ? result.stopped : undefined;
      const usage = result.usage;
      return {
        ...message,
        parts,
        content: result.message.content,
        model: result.model,
        status: 'done',
        ...(stopped ? { stopped } : {}),
        ...(result.finish_reason === 'length' ? { finish: 'length' as const } : {}),
        ...(usage ? { tokens: { read: usage.prompt_tokens, written: usage.completion_tokens } } : {}),
      };
    }
    case 'error':
      return { ...message, parts, status: 'error', error: event.message, errorStatus: event.status };
  }
}
