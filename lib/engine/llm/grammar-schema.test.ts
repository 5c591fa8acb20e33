import { describe, expect, it } from 'vitest';
import { grammarSchema, MAX_DEPTH } from './grammar-schema';
import { BackendInputError } from './types';

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

  it('cuts a recursive $ref where it meets itself again, so the walk ends', () => {
    const tree = { $defs: { node: { type: 'object', properties: { value: { type: 'integer' }, child: { $ref: '#/$defs/node' } } } }, $ref: '#/$defs/node' };
    expect(grammarSchema(tree)).toEqual({
      type: 'object',
      properties: { value: { type: 'integer' }, child: { type: ['string', 'number', 'integer', 'boolean', 'null'] } },
      required: [],
      additionalProperties: false,
    });
  });

  it('drops counts a grammar cannot repeat to, and enums of objects, keeping what it can', () => {
    const schema = {
      type: 'object',
      properties: {
        huge: { type: 'array', minItems: 1e9, maxItems: 5 },
        crossed: { type: 'array', minItems: 5, maxItems: 2 },
        fraction: { type: 'string', minLength: 2.5 },
        negative: { type: 'string', minLength: -1 },
        long: { type: 'string', minLength: 5000 },
        fine: { type: 'array', minItems: 2000 },
        objects: { enum: [{ a: 1 }, 'x'] },
        constant: { const: [1] },
      },
      required: ['huge', 'huge'],
    };
    expect(grammarSchema(schema)).toEqual({
      type: 'object',
      properties: {
        huge: { type: 'array', maxItems: 5 },
        crossed: { type: 'array' },
        fraction: { type: 'string' },
        negative: { type: 'string' },
        long: { type: 'string' },
        fine: { type: 'array', minItems: 2000 },
        objects: { type: ['string', 'number', 'integer', 'boolean', 'null'] },
        constant: { type: ['string', 'number', 'integer', 'boolean', 'null'] },
      },
      required: ['huge'],
      additionalProperties: false,
    });
  });

  it('refuses, naming where, nesting deeper than it can hold and a NUL in a name or value', () => {
    let deep: Record<string, unknown> = { type: 'integer' };
    for (let i = 0; i <= MAX_DEPTH; i++) deep = { type: 'array', items: deep };
    expect(() => grammarSchema(deep, 'tools[2].function.parameters')).toThrow(
      new BackendInputError(`tools[2].function.parameters${'.items'.repeat(MAX_DEPTH + 1)}: nests deeper than ${MAX_DEPTH} levels, more than a local model's grammar can hold`),
    );
    expect(() => grammarSchema({ type: 'object', properties: { ['a\u0000b']: { type: 'string' } } })).toThrow(/^parameters\.properties: "a\\u0000b" holds a NUL character/);
    expect(() => grammarSchema({ type: 'object', properties: { a: { enum: ['x', 'y\u0000'] } } })).toThrow(/^parameters\.properties\.a\.enum\[1\]: "y\\u0000" holds a NUL/);
    expect(() => grammarSchema({ const: '\u0000' })).toThrow(BackendInputError);
  });
});
