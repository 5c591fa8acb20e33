import { describe, expect, it } from 'vitest';
import { grammarSchema } from './grammar-schema';

describe('a tool schema narrowed for node-llama-cpp grammars', () => {
  it('keeps types, enums, required fields and minimum lengths, and drops what a grammar cannot hold', () => {
    const schema = {
      type: 'object',
      properties: {
        text: { type: 'string', minLength: 3, maxLength: 1500, pattern: '^a', description: 'The text' },
        lang: { type: 'string', enum: ['en', 'fr'] },
        count: { type: 'integer', minimum: 1, maximum: 5, default: 2 },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
        when: { anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
      },
      required: ['text', 'missing'],
      additionalProperties: false,
    };
    expect(grammarSchema(schema)).toEqual({
      type: 'object',
      properties: {
        text: { type: 'string', minLength: 3, description: 'The text' },
        lang: { enum: ['en', 'fr'] },
        count: { type: 'integer' },
        tags: { type: 'array', items: { type: 'string' }, maxItems: 3 },
        when: { oneOf: [{ type: 'string', format: 'date' }, { type: 'null' }] },
      },
      required: ['text'],
      additionalProperties: false,
    });
  });

  it('resolves $defs references and reads a schema with no type as any scalar', () => {
    expect(grammarSchema({ type: 'object', properties: { a: { $ref: '#/$defs/A' }, b: {} }, $defs: { A: { type: 'boolean' } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'boolean' }, b: { type: ['string', 'number', 'integer', 'boolean', 'null'] } },
      required: [],
      additionalProperties: false,
    });
  });
});
