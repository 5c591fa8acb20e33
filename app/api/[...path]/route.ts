import { notFoundAnswer } from '@/lib/server/api-answers';

// Any path under /api that no route claims: the 404 envelope, whatever the method.
const notFound = async (request: Request) => {
  const answer = notFoundAnswer(new URL(request.url).pathname);
  return Response.json(answer.body, { status: answer.status });
};

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE, notFound as OPTIONS };
