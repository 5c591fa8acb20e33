import { errorResponse } from '@/lib/server/envelope';
import { ApiError } from '@/lib/server/errors';

// Any path under /api that no route claims: the 404 envelope, whatever the method.
const notFound = async (request: Request) =>
  errorResponse(new ApiError('not_found', `No endpoint at ${new URL(request.url).pathname}; see /api/openapi.json.`));

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
