import { allEndpoints, type EndpointContract } from '@/lib/contract';
import { ERROR_CODE_NAMES, ERROR_CODES, errorCodesOf } from '@/lib/contract/errors';
import { openApiDocument } from '@/lib/contract/openapi';
import { SchemaTable } from './schema-table';

type Operation = {
  parameters?: Array<{ name: string; required: boolean; schema: object; description?: string }>;
  requestBody?: { content: { 'application/json': { schema: object } } };
  responses: Record<string, { content?: { 'application/json': { schema: { properties?: { result?: object } } } } }>;
};

const METHOD_COLOURS: Record<string, string> = {
  GET: 'bg-success/10 text-success dark:text-success-dark',
  POST: 'bg-accent-soft text-accent dark:bg-accent-soft-dark dark:text-accent-dark',
  DELETE: 'bg-danger/10 text-danger dark:text-danger-dark',
};

function anchor(endpoint: EndpointContract) {
  return endpoint.id.replace(/\./g, '-');
}

function curlExample(endpoint: EndpointContract): string {
  const example = endpoint.examples.valid[0] ?? {};
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    const query = new URLSearchParams(Object.entries(example as Record<string, unknown>).map(([k, v]) => [k, String(v)])).toString();
    return `curl -s ${endpoint.method === 'DELETE' ? '-X DELETE ' : ''}'http://localhost:3000/api${endpoint.path}${query ? `?${query}` : ''}' \\\n  -H "Authorization: Bearer $PRISM_KEY"`;
  }
  return `curl -s -X ${endpoint.method} http://localhost:3000/api${endpoint.path} \\\n  -H "Authorization: Bearer $PRISM_KEY" -H 'content-type: application/json' \\\n  -d '${JSON.stringify(example)}'`;
}

/**
 * The API reference, rendered from the same OpenAPI document /api/openapi.json serves. What a
 * program sends or reads (paths, names, codes, examples) is translate="no": a browser
 * translating the page leaves it as written.
 */
export function ApiReference() {
  const document = openApiDocument();
  const groups = new Map<string, EndpointContract[]>();
  for (const endpoint of allEndpoints) groups.set(endpoint.capability, [...(groups.get(endpoint.capability) ?? []), endpoint]);

  return (
    <div className="lg:grid lg:grid-cols-[12rem_1fr] lg:gap-8">
      <nav aria-label="Endpoints" className="mb-6 text-sm lg:sticky lg:top-6 lg:mb-0 lg:self-start">
        {[...groups].map(([group, endpoints]) => (
          <div key={group} className="mb-3">
            <p className="mb-1 text-xs font-semibold text-ink-muted uppercase dark:text-ink-muted-dark">{group}</p>
            <ul>
              {endpoints.map((e) => (
                <li key={e.id}>
                  <a href={`#${anchor(e)}`} className="block truncate py-0.5 font-mono text-xs hover:text-accent dark:hover:text-accent-dark">
                    {e.method} {e.path}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="min-w-0 space-y-6">
        <section className="rounded-xl border border-line bg-panel p-5 text-sm dark:border-line-dark dark:bg-panel-dark">
          <h2 className="mb-2 text-base font-semibold">Conventions</h2>
          <ul className="list-disc space-y-1 pl-5">
            <li>Every path is under <code translate="no">/api</code>. Requests and answers are JSON.</li>
            <li>
              Success: <code translate="no">200 {'{status: true, message: "success", result}'}</code>. Errors:{' '}
              <code translate="no">{'{status: false, message, code, result: {}, details?, request_id?}'}</code> with the status of its <code translate="no">code</code> (
              <a className="underline" href="#error-codes">the codes</a>): branch on <code translate="no">code</code>, never on <code translate="no">message</code>, which is for people
              (for bad input it names the field and the rule) and may be reworded.
            </li>
            <li>
              Authenticate with <code translate="no">Authorization: Bearer &lt;key&gt;</code>. Every answer that passed the rate limit carries <code translate="no">RateLimit-Limit</code>,{' '}
              <code translate="no">RateLimit-Remaining</code> and <code translate="no">RateLimit-Reset</code>; a 429 adds <code translate="no">Retry-After</code>.
            </li>
            <li>
              The machine-readable document: <a className="underline" href="/api/openapi.json">/api/openapi.json</a> (OpenAPI {document.openapi}).
            </li>
          </ul>
        </section>
        <ErrorCodes />
        {allEndpoints.map((endpoint) => {
          const operation = document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as Operation;
          const requestSchema = operation.requestBody?.content['application/json'].schema;
          const resultSchema = operation.responses['200']?.content?.['application/json'].schema.properties?.result;
          return (
            <section key={endpoint.id} id={anchor(endpoint)} className="scroll-mt-6 rounded-xl border border-line bg-panel p-5 dark:border-line-dark dark:bg-panel-dark">
              <h2 className="flex flex-wrap items-center gap-2">
                <span className={`rounded px-2 py-0.5 font-mono text-xs font-bold ${METHOD_COLOURS[endpoint.method] ?? ''}`}>{endpoint.method}</span>
                <code translate="no" className="font-mono text-sm font-semibold">/api{endpoint.path}</code>
                {endpoint.extension && <span className="rounded bg-line px-2 py-0.5 text-xs dark:bg-line-dark">Prism extension</span>}
              </h2>
              <p className="mt-1 text-sm">{endpoint.summary}</p>
              {endpoint.description && <p className="mt-1 text-sm text-ink-muted dark:text-ink-muted-dark">{endpoint.description}</p>}
              <h3 className="mt-4 mb-1 text-sm font-semibold">{requestSchema ? 'Request body' : 'Query parameters'}</h3>
              {requestSchema ? (
                <SchemaTable schema={requestSchema} />
              ) : (
                <SchemaTable
                  schema={{
                    type: 'object',
                    properties: Object.fromEntries((operation.parameters ?? []).map((p) => [p.name, { ...p.schema, description: p.description }])),
                    required: (operation.parameters ?? []).filter((p) => p.required).map((p) => p.name),
                  }}
                  empty="No parameters."
                />
              )}
              <h3 className="mt-4 mb-1 text-sm font-semibold">Result</h3>
              {resultSchema ? <SchemaTable schema={resultSchema} /> : null}
              <h3 className="mt-4 mb-1 text-sm font-semibold">Errors</h3>
              <p className="text-xs leading-relaxed">
                {errorCodesOf(endpoint).map((code, i) => (
                  <span key={code}>
                    {i > 0 && ', '}
                    <a className="font-mono underline-offset-2 hover:underline" href={`#error-${code}`} translate="no">
                      {code}
                    </a>{' '}
                    ({ERROR_CODES[code].status})
                  </span>
                ))}
              </p>
              <details className="mt-4">
                <summary className="cursor-pointer text-sm font-medium">Example</summary>
                <pre translate="no" className="mt-2 overflow-x-auto rounded-lg bg-surface p-3 text-xs dark:bg-surface-dark">{curlExample(endpoint)}</pre>
              </details>
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** Every error code, from the contract's one table: what `code` may be, its status and its meaning. */
function ErrorCodes() {
  return (
    <section id="error-codes" className="scroll-mt-6 rounded-xl border border-line bg-panel p-5 text-sm dark:border-line-dark dark:bg-panel-dark">
      <h2 className="mb-2 text-base font-semibold">Error codes</h2>
      <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Error codes table">
        <table className="w-full text-left">
          <thead className="text-xs text-ink-muted uppercase dark:text-ink-muted-dark">
            <tr>
              <th scope="col" className="py-1 pr-3 font-medium">Code</th>
              <th scope="col" className="py-1 pr-3 font-medium">Status</th>
              <th scope="col" className="py-1 font-medium">Meaning</th>
            </tr>
          </thead>
          <tbody>
            {/* By status, as a reader scans for one; the table's own order within a status. */}
            {[...ERROR_CODE_NAMES].sort((a, b) => ERROR_CODES[a].status - ERROR_CODES[b].status).map((code) => (
              <tr key={code} id={`error-${code}`} className="scroll-mt-6 border-t border-line align-top dark:border-line-dark">
                <td className="py-1.5 pr-3 font-mono text-xs" translate="no">
                  {code}
                </td>
                <td className="py-1.5 pr-3">{ERROR_CODES[code].status}</td>
                <td className="py-1.5">
                  {/* The table's `backticks` mark names to show as code. */}
                  {ERROR_CODES[code].description.split('`').map((part, i) => (i % 2 ? <code key={i} translate="no">{part}</code> : part))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
