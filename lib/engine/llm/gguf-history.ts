import type { ChatHistoryItem, ChatModelFunctionCall, ChatModelResponse } from 'node-llama-cpp';
import type { BackendMessage } from './types';

/**
 * The conversation as node-llama-cpp's chat history: system and user messages as they are,
 * an assistant message with tool calls as a model response holding function-call items, and
 * each tool message as the result of the call it answers (by tool_call_id). It always ends
 * with a model response, which the generation continues: empty for a new answer, or the one
 * holding the calls whose results just came back (the second round of a function call).
 */
export function toChatHistory(messages: readonly BackendMessage[]): ChatHistoryItem[] {
  const history: ChatHistoryItem[] = [];
  const pending = new Map<string, ChatModelFunctionCall>();
  for (const message of messages) {
    switch (message.role) {
      case 'system':
        history.push({ type: 'system', text: message.content });
        break;
      case 'user':
        history.push({ type: 'user', text: message.content });
        break;
      case 'assistant': {
        const response: ChatModelResponse['response'] = message.content ? [message.content] : [];
        for (const call of message.tool_calls ?? []) {
          const item: ChatModelFunctionCall = { type: 'functionCall', name: call.name, params: parseArguments(call.arguments), result: undefined };
          pending.set(call.id, item);
          response.push(item);
        }
        history.push({ type: 'model', response });
        break;
      }
      case 'tool': {
        const call = message.tool_call_id ? pending.get(message.tool_call_id) : undefined;
        const result = parseArguments(message.content);
        if (call) {
          call.result = result;
          pending.delete(message.tool_call_id!);
        } else {
          // A result for a call this conversation does not hold: tell the model in words.
          history.push({ type: 'user', text: `Result of function ${message.name ?? 'call'}: ${message.content}` });
        }
        break;
      }
    }
  }
  if (history.at(-1)?.type !== 'model') history.push({ type: 'model', response: [] });
  return history;
}

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Context overflow: keeps the system messages and the newest turns that fit in `budget`
 * tokens, dropping the oldest turns first, and counts what it dropped (`omitted`: user and
 * model items, each one message of the request) so the answer can say it was written without
 * them. The last item (the response being written, with the user message before it) is always
 * kept, so a single message longer than the context still reaches node-llama-cpp, which then
 * cuts it itself.
 */
export function fitHistory(
  history: ChatHistoryItem[],
  countTokens: (items: ChatHistoryItem[]) => number,
  budget: number,
): { history: ChatHistoryItem[]; omitted: number } {
  if (countTokens(history) <= budget) return { history, omitted: 0 };
  const system = history.filter((item) => item.type === 'system');
  const turns = history.filter((item) => item.type !== 'system');
  // Keep at least the final user message and the response being written.
  const lastUser = turns.findLastIndex((item) => item.type === 'user');
  const minimum = Math.max(0, Math.min(lastUser, turns.length - 1));
  let start = 0;
  // Bounded: each step drops one turn, at most turns.length steps.
  while (start < minimum && countTokens([...system, ...turns.slice(start)]) > budget) start++;
  // Never start on a model response: its user message went, so drop it too.
  while (start < minimum && turns[start]!.type === 'model') start++;
  return { history: [...system, ...turns.slice(start)], omitted: start };
}
