import { get, post, routesOf } from './route';

/** Where the translate endpoints live, under /api. A page imports only its own capabilities' routes. */
export const translateRoutes = routesOf('translate', {
  predict: post('/translate/predict'),
  detect: post('/translate/detect'),
  languages: get('/translate/languages'),
});
