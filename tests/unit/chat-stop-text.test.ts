import { describe, expect, it } from 'vitest';
import { readStopText, samplingRequest, samplingSummary, stopText, validMinP, validTopK, DEFAULT_SAMPLING } from '@/components/chat/sampling';
import { CHAT_TOP_K_MAX } from '@/lib/contract/limits/llm';
import { chatRequest } from '@/lib/contract/llm';

describe("the chat page's Stop at box", () => {
  it('reads one sequence per line, \\n as a line break, \\t as a tab and \\\\ as a backslash, and writes them back the same', () => {
    expect(readStopText('User:\n\\n\\n\nC:\\\\temp\\tx')).toEqual(['User:', '\n\n', 'C:\\temp\tx']);
    for (const stop of [['User:', '\n\n'], ['C:\\new', '\t'], ['a\\nb']]) expect(readStopText(stopText(stop))).toEqual(stop);
    expect(stopText(['\n\n', 'END'])).toBe('\\n\\n\nEND');
  });

  it('is none when empty or blank, and refuses what the contract would: more than four, or one too long', () => {
    expect(readStopText('')).toBeNull();
    expect(readStopText('\n  \n')).toBeNull();
    expect(readStopText('a\nb\nc\nd\ne')).toBeUndefined();
    expect(readStopText('x'.repeat(201))).toBeUndefined();
    expect(readStopText('x'.repeat(200))).toEqual(['x'.repeat(200)]);
  });

  it('sends what it holds as the request\'s stop, which the contract takes, and says it in the summary', () => {
    const sampling = { ...DEFAULT_SAMPLING, stop: readStopText('\\n\\n\nEND')! };
    const request = { messages: [{ role: 'user' as const, content: 'List three' }], ...samplingRequest(sampling) };
    expect(request.stop).toEqual(['\n\n', 'END']);
    expect(chatRequest.safeParse(request).success).toBe(true);
    expect(samplingSummary(sampling)).toBe('stops at "\\n\\n", "END"');
    expect(samplingRequest(DEFAULT_SAMPLING)).not.toHaveProperty('stop');
    // JSON mode goes as OpenAI's response_format, which the contract takes too.
    const json = samplingRequest({ ...DEFAULT_SAMPLING, json: true });
    expect(json.response_format).toEqual({ type: 'json_object' });
    expect(chatRequest.safeParse({ messages: [{ role: 'user', content: 'The weather?' }], ...json }).success).toBe(true);
    expect(samplingSummary({ ...DEFAULT_SAMPLING, json: true })).toBe('answers in JSON');
    expect(samplingRequest(DEFAULT_SAMPLING)).not.toHaveProperty('response_format');
  });
});

describe("the chat page's top-k and min-p", () => {
  it('sends them as top_k and min_p, which the contract takes, says them in the summary, and keeps only what the contract would', () => {
    const sampling = { ...DEFAULT_SAMPLING, topK: 40, minP: 0.05 };
    const request = { messages: [{ role: 'user' as const, content: 'Name a bird' }], ...samplingRequest(sampling) };
    expect(request).toMatchObject({ top_k: 40, min_p: 0.05 });
    expect(chatRequest.safeParse(request).success).toBe(true);
    expect(samplingSummary(sampling)).toBe('top-k 40, min-p 0.05');
    expect(samplingRequest(DEFAULT_SAMPLING)).not.toHaveProperty('top_k');
    // The page's checks and the contract agree at the edges: 0 (off) and the largest are taken, past them neither.
    for (const [topK, minP] of [[0, 0], [CHAT_TOP_K_MAX, 1]] as const) {
      expect([validTopK(topK), validMinP(minP)]).toEqual([topK, minP]);
      expect(chatRequest.safeParse({ messages: [{ role: 'user', content: 'x' }], top_k: topK, min_p: minP }).success).toBe(true);
    }
    for (const [topK, minP] of [[CHAT_TOP_K_MAX + 1, 1.01], [2.5, -0.1]]) {
      expect([validTopK(topK), validMinP(minP)]).toEqual([null, null]);
      const refused = chatRequest.safeParse({ messages: [{ role: 'user', content: 'x' }], top_k: topK, min_p: minP });
      expect(refused.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['min_p', 'top_k']);
    }
  });
});
