import { get, routesOf } from './route';

/** Where the social endpoints live, under /api. A page imports only its own capabilities' routes. */
export const socialRoutes = routesOf('social', {
  download: get('/social/download'),
  media: get('/social/media'),
});
