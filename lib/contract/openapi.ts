import { z } from 'zod';
import type { EndpointContract } from './define';
import { ENGINE_HEADER, errorEnvelope } from './envelope';
import { ERROR_CODES, errorCodesOf, type ErrorCode } from './errors';
import { allEndpoints } from './lookup';

type JsonSchema = Record<string, unknown>;

/**
 * The error answers of one endpoint, one per status, each listing its codes (from the one
 * table in errors.ts) in the description and as the `code` enum of its schema.
 */
function errorResponses(endpoint: EndpointContract, errorSchema: JsonSchema): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodesOf(endpoint)) {
    const status = ERROR_CODES[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const properties = (errorSchema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.fromEntries(
    [...byStatus].sort(([a], [b]) => a - b).map(([status, codes]) => [
      String(status),
      {
        description: codes.map((code) => `\`${code}\`: ${ERROR_CODES[code].description}`).join('\n\n'),
        content: {
          'application/json': { schema: { ...errorSchema, properties: { ...properties, code: { ...properties.code, enum: codes } } } },
        },
      },
    ]),
  );
}

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
        ...(namesEngine(endpoint)
          ? { headers: { [ENGINE_HEADER]: { description: 'The engine that answered: the result\'s `engine` field.', schema: { type: 'string' } } } }
          : {}),
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
      ...errorResponses(endpoint, errorSchema),
    },
  };
}

/** Whether an endpoint's result carries `engine`, and so its answer the ENGINE_HEADER. */
function namesEngine(endpoint: EndpointContract): boolean {
  const result = schemaOf(endpoint.response, 'output') as { properties?: Record<string, unknown> };
  return result.properties?.engine !== undefined;
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
        'Media, language, music and speech processing. Every answer is an envelope {status, message, result}; ' +
        'an error adds `code` (one of the codes each operation lists: branch on it, not on the message) and `request_id`. ' +
        'Authenticate with Authorization: Bearer <key>.',
    },
    servers: [{ url: serverUrl }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
