/**
 * A tool's JSON Schema (the contract's request schema, as the OpenAI-compatible path sends
 * it) narrowed to the subset node-llama-cpp turns into a grammar: type, properties, required,
 * enum, const, oneOf, items, minLength, item counts, description. Other keywords (pattern,
 * minimum, default, format other than dates ...) cannot be expressed in its grammar; they are
 * dropped here and still enforced after the call, when the arguments are validated against
 * the contract, whose `field: rule` error goes back to the model as on the other path.
 */
type Json = Record<string, unknown>;

const STRING_FORMATS = new Set(['date-time', 'time', 'date']);
const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

export function grammarSchema(schema: unknown, defs: Json = (schema as Json | undefined)?.$defs as Json ?? {}): Json {
  if (!schema || typeof schema !== 'object') return { type: ['string', 'number', 'integer', 'boolean', 'null'] };
  let s = schema as Json;
  if (typeof s.$ref === 'string') {
    const target = defs[s.$ref.replace(/^#\/\$defs\//, '')];
    s = { ...(target as Json), ...(s.description ? { description: s.description } : {}) };
  }
  const description = typeof s.description === 'string' ? { description: s.description } : {};
  if ('const' in s) return { const: s.const, ...description };
  if (Array.isArray(s.enum)) return { enum: s.enum, ...description };
  const variants = (s.anyOf ?? s.oneOf) as unknown[] | undefined;
  if (Array.isArray(variants)) return { oneOf: variants.map((v) => grammarSchema(v, defs)), ...description };

  const type = s.type;
  if (Array.isArray(type)) {
    const scalars = type.filter((t) => SCALARS.has(t as string));
    return scalars.length === type.length ? { type: scalars, ...description } : { oneOf: type.map((t) => grammarSchema({ ...s, type: t }, defs)), ...description };
  }
  switch (type) {
    case 'object': {
      const properties = Object.fromEntries(Object.entries((s.properties as Json | undefined) ?? {}).map(([k, v]) => [k, grammarSchema(v, defs)]));
      const required = Array.isArray(s.required) ? s.required.filter((k) => typeof k === 'string' && k in properties) : [];
      return { type: 'object', properties, required, additionalProperties: false, ...description };
    }
    case 'array':
      return {
        type: 'array',
        ...(s.items ? { items: grammarSchema(s.items, defs) } : {}),
        ...(typeof s.minItems === 'number' ? { minItems: s.minItems } : {}),
        ...(typeof s.maxItems === 'number' ? { maxItems: s.maxItems } : {}),
        ...description,
      };
    case 'string':
      if (typeof s.format === 'string' && STRING_FORMATS.has(s.format)) return { type: 'string', format: s.format, ...description };
      // No maxLength: node-llama-cpp 3.22's grammar and its own check of the parsed call
      // count characters differently outside ASCII, and the check then throws away the whole
      // answer. The contract's length rule is enforced after the call instead, as an error
      // the model can correct.
      return { type: 'string', ...(typeof s.minLength === 'number' ? { minLength: s.minLength } : {}), ...description };
    case 'number':
    case 'integer':
    case 'boolean':
    case 'null':
      return { type, ...description };
    default:
      // No type (zod's "any"): any JSON scalar.
      return { type: ['string', 'number', 'integer', 'boolean', 'null'], ...description };
  }
}
