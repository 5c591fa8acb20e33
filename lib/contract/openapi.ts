import { z } from 'zod';
import type { EndpointContract } from './define';
import { errorEnvelope } from './envelope';
import { allEndpoints } from './lookup';

type JsonSchema = Record<string, unknown>;

const ERROR_RESPONSES: Record<string, string> = {
  '400': 'Invalid request: the message names the field and the rule.',
  '401': 'Missing, unknown, revoked or expired credential.',
  '429': 'Over the rate limit; see Retry-After and the RateLimit-* headers.',
  '500': 'Internal error; the envelope carries a request id.',
  '502': 'The upstream service could not be reached or answered off contract.',
  '504': 'The upstream service did not answer in time.',
};

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema;

function operation(endpoint: EndpointContract) {
  const requestSchema = schemaOf(endpoint.request, 'input');
  const hasBody = endpoint.method !== 'GET' && endpoint.method !== 'DELETE';
  const properties = (requestSchema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((requestSchema.required ?? []) as string[]);
  const { $schema: _drop, ...errorSchema } = schemaOf(errorEnvelope, 'output');
  // /files/{id}: each template segment is a required path parameter, not a query one.
  const pathNames = [...endpoint.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const pathParameters = pathNames.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
    description: properties[name]?.description,
  }));

  return {
    operationId: endpoint.id.replace(/\./g, '_'),
    summary: endpoint.summary,
    description: [endpoint.description, endpoint.extension ? 'Prism Studio extension: not part of the hosted service.' : '']
      .filter(Boolean)
      .join('\n\n') || undefined,
    tags: [endpoint.capability],
    ...(hasBody
      ? {
          ...(pathParameters.length ? { parameters: pathParameters } : {}),
          requestBody: { required: true, content: { 'application/json': { schema: stripMeta(requestSchema) } } },
        }
      : {
          parameters: [
            ...pathParameters,
            ...Object.entries(properties)
              .filter(([name]) => !pathNames.includes(name))
              .map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema, description: schema.description })),
          ],
        }),
    responses: {
      '200': {
        description: 'Success.',
        content: {
          'application/json': {
            schema: {
              type: 'object',
              required: ['status', 'message', 'result'],
              properties: {
                status: { const: true },
                message: { type: 'string', default: 'success' },
                result: stripMeta(schemaOf(endpoint.response, 'output')),
              },
            },
          },
        },
      },
      ...Object.fromEntries(
        Object.entries(ERROR_RESPONSES).map(([code, description]) => [
          code,
          { description, content: { 'application/json': { schema: errorSchema } } },
        ]),
      ),
    },
  };
}

function stripMeta(schema: JsonSchema): JsonSchema {
  const { $schema: _drop, ...rest } = schema;
  return rest;
}

/** The OpenAPI 3.1 document of every endpoint, generated from the contract. */
export function openApiDocument(serverUrl = '/api') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of allEndpoints) {
    paths[endpoint.path] ??= {};
    paths[endpoint.path]![endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Prism Studio API',
      version: '1.0.0',
      description:
        'Media, language, music and speech processing. Every answer is an envelope {status, message, result}. ' +
        'Authenticate with Authorization: Bearer <key>.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
