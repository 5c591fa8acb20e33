type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  description?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  additionalProperties?: unknown;
};

interface Row {
  name: string;
  type: string;
  required: boolean;
  rules: string[];
  description?: string;
}

function typeOf(schema: JsonSchema): string {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeOf).join(' | ');
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return 'enum';
  if (schema.type === 'array') return `${schema.items ? typeOf(schema.items) : 'any'}[]`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

function rulesOf(schema: JsonSchema): string[] {
  const rules: string[] = [];
  if (schema.enum) rules.push(`one of ${schema.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) rules.push(`length ${schema.minLength ?? 0} to ${schema.maxLength ?? '∞'}`);
  if (schema.minimum !== undefined || schema.maximum !== undefined) rules.push(`${schema.minimum ?? '−∞'} to ${schema.maximum ?? '∞'}`);
  if (schema.minItems !== undefined || schema.maxItems !== undefined) rules.push(`${schema.minItems ?? 0} to ${schema.maxItems ?? '∞'} items`);
  if (schema.pattern) rules.push(`matches ${schema.pattern}`);
  if (schema.default !== undefined) rules.push(`default ${JSON.stringify(schema.default)}`);
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false && schema.type === 'object') rules.push('more properties allowed');
  return rules;
}

/** Flattens nested objects and arrays of objects into dotted rows: pipeline.bokeh, messages[].role. */
function rowsOf(schema: JsonSchema, prefix = ''): Row[] {
  const rows: Row[] = [];
  const required = new Set(schema.required ?? []);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    rows.push({ name: path, type: typeOf(property), required: required.has(name), rules: rulesOf(property), description: property.description });
    if (property.properties) rows.push(...rowsOf(property, path));
    if (property.items?.properties) rows.push(...rowsOf(property.items, `${path}[]`));
  }
  return rows;
}

export function SchemaTable({ schema, empty = 'No fields.' }: { schema: JsonSchema; empty?: string }) {
  const root = schema.type === 'array' && schema.items ? schema.items : schema;
  const rows = rowsOf(root);
  if (!rows.length) return <p className="text-sm text-ink-muted dark:text-ink-muted-dark">{empty}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-ink-muted uppercase dark:text-ink-muted-dark">
          <tr>
            <th className="py-1 pr-4 font-medium">Field</th>
            <th className="py-1 pr-4 font-medium">Type</th>
            <th className="py-1 font-medium">Rules</th>
          </tr>
        </thead>
        <tbody className="align-top">
          {rows.map((row) => (
            <tr key={row.name} className="border-t border-line dark:border-line-dark">
              {/* Field names and types are what a program sends: a browser translating the page leaves them. */}
              <td className="py-1.5 pr-4 font-mono text-xs whitespace-nowrap" translate="no">
                {row.name}
                {row.required && <span className="ml-1 text-danger dark:text-danger-dark" title="required">*</span>}
              </td>
              <td className="py-1.5 pr-4 font-mono text-xs" translate="no">
                {row.type}
              </td>
              <td className="py-1.5 text-xs">
                {row.rules.join('; ')}
                {row.description && <p className="text-ink-muted dark:text-ink-muted-dark">{row.description}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
