import { get, post, routesOf } from './route';

/** Where the llm endpoints live, under /api. A page imports only its own capabilities' routes. */
export const llmRoutes = routesOf('llm', {
  chat: post('/llm/chat'),
  stream: post('/llm/chat/stream'),
  models: get('/llm/models'),
});
