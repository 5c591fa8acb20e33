import { BackendInputError } from './types';

/**
 * A tool's JSON Schema (the contract's request schema, or a /v1 client's `tools`) narrowed to
 * the subset node-llama-cpp turns into a grammar: type, properties, required, enum, const,
 * oneOf, items, minLength, item counts, description. Other keywords (pattern, minimum,
 * default, format other than dates ...) cannot be expressed in its grammar; they are dropped
 * here and still enforced after the call, when the arguments are validated against the
 * contract, whose `field: rule` error goes back to the model as on the other path.
 *
 * A client's schema can also ask for what the grammar cannot build at all, which used to
 * throw mid-turn (a 500). Here instead:
 * - a `$ref` met again inside its own expansion (a recursive schema) becomes any scalar there;
 * - counts (minLength, minItems, maxItems) that are not whole numbers from 0 to
 *   MAX_REPEAT (llama.cpp's bound on a repetition), or a maxItems below minItems, are dropped;
 * - an enum or const holding objects or arrays is dropped (the grammar writes scalars only);
 * - nesting deeper than MAX_DEPTH, or a name or value holding a NUL character, is refused with
 *   a BackendInputError naming where (a 400).
 */
type Json = Record<string, unknown>;

const STRING_FORMATS = new Set(['date-time', 'time', 'date']);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);
const ANY_SCALAR = ['string', 'number', 'integer', 'boolean', 'null'];
/** llama.cpp's grammar parser refuses a repetition count above this. */
const MAX_REPEAT = 2000;
/** Deeper than any real tool's arguments; node-llama-cpp recurses once per level. */
export const MAX_DEPTH = 64;

interface Walk {
  defs: Json;
  /** Where in the request this schema sits, for a refusal's message. */
  path: string;
  depth: number;
  /** The $refs being expanded on the way here: one met again is a cycle. */
  expanding: ReadonlySet<string>;
}

export function grammarSchema(schema: unknown, path = 'parameters'): Json {
  const defs = ((schema as Json | undefined)?.$defs as Json | undefined) ?? {};
  return narrow(schema, { defs, path, depth: 0, expanding: new Set() });
}

function narrow(schema: unknown, walk: Walk): Json {
  if (walk.depth > MAX_DEPTH) throw new BackendInputError(`${walk.path}: nests deeper than ${MAX_DEPTH} levels, more than a local model's grammar can hold`);
  if (!schema || typeof schema !== 'object') return { type: ANY_SCALAR };
  let s = schema as Json;
  const description = typeof s.description === 'string' ? { description: s.description } : {};
  if (typeof s.$ref === 'string') {
    const ref = s.$ref;
    if (walk.expanding.has(ref)) return { type: ANY_SCALAR, ...description };
    walk = { ...walk, expanding: new Set([...walk.expanding, ref]) };
    s = { ...(walk.defs[ref.replace(/^#\/\$defs\//, '')] as Json), ...description };
  }
  const inner = (value: unknown, step: string) => narrow(value, { ...walk, path: `${walk.path}${step}`, depth: walk.depth + 1 });

  if ('const' in s) return isScalar(s.const) ? { const: literal(s.const, `${walk.path}.const`), ...description } : { type: ANY_SCALAR, ...description };
  if (Array.isArray(s.enum)) {
    return s.enum.every(isScalar) ? { enum: s.enum.map((value, i) => literal(value, `${walk.path}.enum[${i}]`)), ...description } : { type: ANY_SCALAR, ...description };
  }
  const variants = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants)) return { oneOf: variants.map((v, i) => inner(v, `.${s.anyOf ? 'anyOf' : 'oneOf'}[${i}]`)), ...description };

  const type = s.type;
  if (Array.isArray(type)) {
    const scalars = type.filter((t) => SCALARS.has(t as string));
    return scalars.length === type.length ? { type: scalars, ...description } : { oneOf: type.map((t) => inner({ ...s, type: t }, '')), ...description };
  }
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(
        Object.entries((s.properties as Json | undefined) ?? {}).map(([k, v]) => [literal(k, `${walk.path}.properties`), inner(v, `.properties.${k}`)]),
      );
      const required = Array.isArray(s.required) ? [...new Set(s.required.filter((k) => typeof k === 'string' && k in properties))] : [];
      return { type: 'object', properties, required, additionalProperties: false, ...description };
    }
    case 'array': {
      const minItems = count(s.minItems);
      const maxItems = count(s.maxItems);
      const ordered = minItems === undefined || maxItems === undefined || maxItems >= minItems;
      return {
        type: 'array',
        ...(s.items ? { items: inner(s.items, '.items') } : {}),
        ...(minItems !== undefined && ordered ? { minItems } : {}),
        ...(maxItems !== undefined && ordered ? { maxItems } : {}),
        ...description,
      };
    }
    case 'string': {
      if (typeof s.format === 'string' && STRING_FORMATS.has(s.format)) return { type: 'string', format: s.format, ...description };
      // No maxLength: node-llama-cpp 3.22's grammar and its own check of the parsed call
      // count characters differently outside ASCII, and the check then throws away the whole
      // answer. The contract's length rule is enforced after the call instead, as an error
      // the model can correct.
      const minLength = count(s.minLength);
      return { type: 'string', ...(minLength !== undefined ? { minLength } : {}), ...description };
    }
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return { type, ...description };
    default:
      // No type (zod's "any"): any JSON scalar.
      return { type: ANY_SCALAR, ...description };
  }
}

const isScalar = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** A count the grammar can repeat to, else undefined (the keyword is dropped). */
function count(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_REPEAT ? value : undefined;
}

/** A name or value the grammar writes literally: llama.cpp's grammar cannot hold a NUL. */
function literal<T>(value: T, where: string): T {
  if (typeof value === 'string' && value.includes('\u0000')) throw new BackendInputError(`${where}: ${JSON.stringify(value)} holds a NUL character, which a local model's grammar cannot write`);
  return value;
}
