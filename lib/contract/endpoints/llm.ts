import { defineEndpoint } from '../define';
import { llmRoutes } from '../routes/llm';
import * as llm from '../llm';

/** The llm endpoints: method and path (routes/llm.ts), schemas (llm.ts) and examples of each operation. */
export const llmEndpoints = {
  chat: defineEndpoint({
    ...llmRoutes.chat,
    summary: 'Chat completion with optional built-in functions',
    request: llm.chatRequest,
    response: llm.chatResult,
    examples: {
      valid: [
        { messages: [{ role: 'user', content: 'Hello' }] },
        { messages: [{ role: 'user', content: 'Translate hi to Spanish' }], internal_functions: ['translate'] },
        { messages: [{ role: 'user', content: 'Name a colour' }], temperature: 0.2, max_tokens: 64, seed: 42 },
        { messages: [{ role: 'user', content: 'Count to ten' }], top_p: 0.9, stop: ['7'] },
        { messages: [{ role: 'user', content: 'Is it sunny in Oslo?' }], response_format: { type: 'json_schema', json_schema: { name: 'weather', schema: { type: 'object', properties: { sunny: { type: 'boolean' } } } } } },
        { messages: [{ role: 'user', content: 'Name a bird' }], temperature: 0.8, top_k: 40, min_p: 0.05 },
      ],
      invalid: [
        { input: {}, field: 'messages' },
        { input: { messages: [{ role: 'robot', content: 'hi' }] }, field: 'messages.0.role' },
        { input: { messages: [{ role: 'user', content: 'hi' }], internal_functions: ['rm_rf'] }, field: 'internal_functions.0' },
        { input: { messages: [{ role: 'user', content: 42 }] }, field: 'messages.0.content' },
        { input: { model: 'm'.repeat(201), messages: [{ role: 'user', content: 'hi' }] }, field: 'model' },
        { input: { messages: [{ role: 'user', content: 'hi' }], temperature: 2.5 }, field: 'temperature' },
        { input: { messages: [{ role: 'user', content: 'hi' }], max_tokens: 0 }, field: 'max_tokens' },
        { input: { messages: [{ role: 'user', content: 'hi' }], seed: -1 }, field: 'seed' },
        { input: { messages: [{ role: 'user', content: 'hi' }], top_p: -0.1 }, field: 'top_p' },
        { input: { messages: [{ role: 'user', content: 'hi' }], stop: [] }, field: 'stop' },
        { input: { messages: [{ role: 'user', content: 'hi' }], stop: [''] }, field: 'stop.0' },
        { input: { messages: [{ role: 'user', content: 'hi' }], response_format: { type: 'yaml' } }, field: 'response_format.type' },
        { input: { messages: [{ role: 'user', content: 'hi' }], frequency_penalty: 2.5 }, field: 'frequency_penalty' },
        { input: { messages: [{ role: 'user', content: 'hi' }], presence_penalty: -2.1 }, field: 'presence_penalty' },
        { input: { messages: [{ role: 'user', content: 'hi' }], top_k: 1001 }, field: 'top_k' },
        { input: { messages: [{ role: 'user', content: 'hi' }], top_k: 2.5 }, field: 'top_k' },
        { input: { messages: [{ role: 'user', content: 'hi' }], min_p: 1.5 }, field: 'min_p' },
      ],
    },
    localOnly: {
      response_format: { lacks: 'JSON mode', except: { type: 'text' } },
      frequency_penalty: { lacks: 'penalties', except: 0 },
      presence_penalty: { lacks: 'penalties', except: 0 },
      top_k: { lacks: 'top-k sampling', except: 0 },
      min_p: { lacks: 'min-p sampling', except: 0 },
    },
  }),
  stream: defineEndpoint({
    ...llmRoutes.stream,
    summary: 'Chat completion streamed as server-sent events',
    description:
      'Same request as /llm/chat. Answers text/event-stream: `delta` events with text as it is generated, `function_call` and ' +
      '`function_result` events as built-in functions run, then one `done` event whose result is what /llm/chat returns, ' +
      'or an `error` event. Bad input is still a 400 envelope before the stream starts.',
    extension: true,
    request: llm.chatRequest,
    response: llm.chatResult,
    examples: {
      valid: [{ messages: [{ role: 'user', content: 'Hello' }] }],
      invalid: [
        { input: { messages: [] }, field: 'messages' },
        { input: { messages: [{ role: 'tool', content: 'hi' }] }, field: 'messages.0.role' },
      ],
    },
  }),
  models: defineEndpoint({
    ...llmRoutes.models,
    summary: 'The models the configured chat backend offers',
    extension: true,
    request: llm.modelsRequest,
    response: llm.modelsResult,
    examples: { valid: [{}], invalid: [] },
  }),
} as const;
