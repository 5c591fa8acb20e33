import { CHAT_MAX_CONTENT, INTERNAL_FUNCTIONS } from '@/lib/contract/limits/llm';
import type { AddCount } from './conversation-entries';
import { answerText, EARLIER_TAKES_MAX, type ChatMessage, type Conversation, type MessageStatus, type Part } from './model';
import { fileNamePart } from '@/lib/client/file-name';
import { ownSampling } from './sampling';
import { QUESTION_VERSIONS_MAX } from './versions';

/**
 * Conversations out of this browser and back in. They live only in this browser's
 * localStorage, which a user can clear or lose with a profile; an export is their copy:
 * every conversation as JSON (what an import reads back, here or in another browser), or one
 * conversation as Markdown to read or share. Pure functions: the page saves and reads files.
 */
export const EXPORT_FORMAT = 'prism-studio.chat';
export const EXPORT_VERSION = 1;
/** Larger than any browser's localStorage (5–10 MB), so a real export always fits. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const TITLE_MAX = 80;
const ID_PATTERN = /^[\w-]{1,100}$/;
const STATUSES: readonly MessageStatus[] = ['streaming', 'done', 'stopped', 'error'];

export function exportFile(conversations: readonly Conversation[], now = Date.now()): string {
  return JSON.stringify({ format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: new Date(now).toISOString(), conversations }, null, 1);
}

export function exportFileName(now = Date.now()): string {
  return `prism-chats-${new Date(now).toISOString().slice(0, 10)}.json`;
}

export type ImportRead = { ok: true; conversations: Conversation[]; damaged: number } | { ok: false; message: string };

/**
 * Reads an export back. A file that is not one says why; a conversation in it that is damaged
 * (hand-edited, cut short) is left out and counted, and the rest are read.
 */
export function readExportFile(text: string): ImportRead {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a chat export: it is not JSON.' };
  }
  const file = parsed as { format?: unknown; version?: unknown; conversations?: unknown } | null;
  if (typeof file !== 'object' || file === null || file.format !== EXPORT_FORMAT) {
    return { ok: false, message: `This file is not a Prism Studio chat export (its "format" is not "${EXPORT_FORMAT}").` };
  }
  if (typeof file.version !== 'number' || file.version > EXPORT_VERSION) {
    return { ok: false, message: `This export was made by a newer Prism Studio (version ${String(file.version)}); this one reads version ${EXPORT_VERSION}.` };
  }
  if (!Array.isArray(file.conversations)) return { ok: false, message: 'This chat export has no list of conversations.' };
  const conversations: Conversation[] = [];
  for (const value of file.conversations) {
    const conversation = toConversation(value);
    if (conversation) conversations.push(conversation);
  }
  return { ok: true, conversations, damaged: file.conversations.length - conversations.length };
}

/** A conversation from a file, only the fields the page knows, each of its type; null if it cannot be shown. */
function toConversation(value: unknown): Conversation | null {
  const c = value as Record<string, unknown> | null;
  if (typeof c !== 'object' || c === null) return null;
  if (typeof c.id !== 'string' || !ID_PATTERN.test(c.id) || typeof c.title !== 'string' || !Array.isArray(c.messages)) return null;
  // Times only order the list: one missing (an early version's entry) borrows the other.
  const createdAt = isTime(c.createdAt) ? c.createdAt : isTime(c.updatedAt) ? c.updatedAt : 0;
  const updatedAt = isTime(c.updatedAt) ? c.updatedAt : createdAt;
  const messages: ChatMessage[] = [];
  for (const m of c.messages) {
    const message = toMessage(m);
    if (!message) return null;
    messages.push(message);
  }
  const conversation: Conversation = { id: c.id, title: c.title.trim().slice(0, TITLE_MAX) || 'Imported chat', createdAt, updatedAt, messages };
  if (typeof c.model === 'string') conversation.model = c.model;
  // Names this version knows; the rest are left out, as the stored settings do.
  if (Array.isArray(c.functions)) conversation.functions = INTERNAL_FUNCTIONS.filter((f) => (c.functions as unknown[]).includes(f));
  if (typeof c.system === 'string') conversation.system = c.system.slice(0, CHAT_MAX_CONTENT);
  // A value out of the contract's range is the model's default, as the stored settings read it.
  Object.assign(conversation, ownSampling(c));
  return conversation;
}

/** How deep versions within versions are read (Edit's tree, versions.ts); deeper ones are left out. */
const VERSION_DEPTH_MAX = 8;

function toMessage(value: unknown, depth = 0): ChatMessage | null {
  const m = value as Record<string, unknown> | null;
  if (typeof m !== 'object' || m === null) return null;
  if (typeof m.id !== 'string' || (m.role !== 'user' && m.role !== 'assistant') || typeof m.content !== 'string') return null;
  const message: ChatMessage = { id: m.id, role: m.role, content: m.content, at: isTime(m.at) ? m.at : 0 };
  if (m.parts !== undefined) {
    if (!Array.isArray(m.parts)) return null;
    const parts = m.parts.map(toPart);
    if (parts.some((p) => p === null)) return null;
    message.parts = parts as Part[];
  }
  if (typeof m.model === 'string') message.model = m.model;
  // An answer exported while it was being written ended there.
  if (STATUSES.includes(m.status as MessageStatus)) message.status = m.status === 'streaming' ? 'stopped' : (m.status as MessageStatus);
  if (typeof m.error === 'string') message.error = m.error;
  if (typeof m.errorStatus === 'number') message.errorStatus = m.errorStatus;
  if (typeof m.stopped === 'string') message.stopped = m.stopped;
  if (m.finish === 'length') message.finish = 'length';
  if (m.role === 'assistant' && Array.isArray(m.earlier) && m.earlier.length) {
    // Earlier takes are answers themselves, one level deep.
    const takes = m.earlier.slice(-EARLIER_TAKES_MAX).map((take) => toMessage(take && typeof take === 'object' ? { ...take, earlier: undefined } : take));
    if (takes.some((take) => take === null || take.role !== 'assistant')) return null;
    message.earlier = takes as ChatMessage[];
  }
  if (typeof m.unseen === 'number' && Number.isInteger(m.unseen) && m.unseen > 0) message.unseen = m.unseen;
  if (m.role === 'user' && Array.isArray(m.versions) && m.versions.length && depth < VERSION_DEPTH_MAX) {
    // Each version is a conversation from its own question on; a damaged one damages the whole.
    const versions = m.versions.slice(-(QUESTION_VERSIONS_MAX - 1)).map((version) => (Array.isArray(version) && version.length ? version.map((v) => toMessage(v, depth + 1)) : null));
    if (versions.some((version) => !version || version.some((v) => v === null) || version[0]!.role !== 'user')) return null;
    message.versions = versions as ChatMessage[][];
    message.version = Number.isInteger(m.version) && (m.version as number) >= 0 ? Math.min(m.version as number, message.versions.length) : message.versions.length;
  }
  const tokens = m.tokens as Record<string, unknown> | undefined;
  if (isCount(tokens?.read) && isCount(tokens.written)) message.tokens = { read: tokens.read, written: tokens.written };
  const timing = m.timing as Record<string, unknown> | undefined;
  if (isCount(timing?.firstMs) && isCount(timing.totalMs) && timing.firstMs <= timing.totalMs) {
    message.timing = { firstMs: timing.firstMs, totalMs: timing.totalMs };
    if (isCount(timing.writingMs) && timing.writingMs <= timing.totalMs) message.timing.writingMs = timing.writingMs;
  }
  return message;
}

function toPart(value: unknown): Part | null {
  const p = value as Record<string, unknown> | null;
  if (typeof p !== 'object' || p === null) return null;
  if (p.kind === 'text') return typeof p.text === 'string' ? { kind: 'text', text: p.text } : null;
  if (p.kind !== 'function' || typeof p.name !== 'string' || typeof p.arguments !== 'string') return null;
  return { kind: 'function', name: p.name, arguments: p.arguments, result: p.result, ...(typeof p.error === 'string' ? { error: p.error } : {}), done: true };
}

const isTime = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;

/** One conversation to read: its turns in order, each answer's functions named, as Markdown. */
export function conversationMarkdown(conversation: Conversation): string {
  const lines = [`# ${conversation.title}`, '', `*Chat from Prism Studio, ${new Date(conversation.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC*`];
  if (conversation.system?.trim()) lines.push('', '## Instructions', '', conversation.system.trim());
  for (const message of conversation.messages) {
    lines.push('');
    if (message.role === 'user') {
      lines.push('## You', '', message.content);
      continue;
    }
    lines.push(message.model ? `## Assistant (${message.model})` : '## Assistant', '');
    const functions = (message.parts ?? []).filter((p) => p.kind === 'function');
    for (const f of functions) lines.push(`> Called ${f.name}${f.error ? `, which failed: ${f.error}` : ''}`);
    if (functions.length) lines.push('');
    const text = answerText(message);
    if (text) lines.push(text);
    if (message.unseen) lines.push('', `*(written without the first ${message.unseen === 1 ? 'message' : `${message.unseen} messages`} of this chat, which no longer fit in the model's context)*`);
    if (message.finish === 'length') lines.push('', '*(cut short at the length limit)*');
    if (message.status === 'stopped') lines.push('', '*(stopped)*');
    if (message.status === 'error') lines.push(`*(no answer: ${message.error ?? 'failed'})*`);
  }
  return `${lines.join('\n')}\n`;
}

/** A file name from the title, in lower case: letters, digits and dashes, never empty. */
export function markdownFileName(conversation: Conversation): string {
  return `${fileNamePart(conversation.title.toLowerCase(), 'chat')}.md`;
}

/** What an import did, in a sentence or a few: what came in, what was kept, what was left out. */
export function importSummary(count: AddCount, damaged: number): string {
  const done = count.added + count.updated;
  const lines = [done ? `Imported ${plural(done, 'conversation')}.` : 'Nothing new to import.'];
  if (count.updated) lines.push(`${count.updated} of them replaced an older copy of the same conversation.`);
  if (count.kept) lines.push(`${plural(count.kept, 'conversation')} already here, as new or newer, stayed as ${count.kept === 1 ? 'it was' : 'they were'}.`);
  if (damaged) lines.push(`${plural(damaged, 'damaged conversation')} in the file ${damaged === 1 ? 'was' : 'were'} left out.`);
  if (count.notSaved) lines.push(`${plural(count.notSaved, 'conversation')} did not fit: this browser's storage is full. Delete some conversations here and import the file again.`);
  return lines.join(' ');
}

function plural(n: number, one: string): string {
  return `${n} ${n === 1 ? one : `${one}s`}`;
}
