import { openApiDocument } from '@/lib/contract/openapi';

// The document is the contract's, so it is built once per process and never edited by hand.
const document = openApiDocument();

export function GET(): Response {
  return Response.json(document, { headers: { 'cache-control': 'public, max-age=300' } });
}
