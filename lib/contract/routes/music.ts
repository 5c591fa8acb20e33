import { get, post, routesOf } from './route';

/** Where the music endpoints live, under /api. A page imports only its own capabilities' routes. */
export const musicRoutes = routesOf('music', {
  simple: post('/music/simple'),
  advance: post('/music/advance'),
  fetch: get('/music/fetch'),
});
