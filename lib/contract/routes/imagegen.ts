import { get, routesOf } from './route';

/** Where the imagegen endpoints live, under /api. A page imports only its own capabilities' routes. */
export const imagegenRoutes = routesOf('imagegen', {
  get_all_models: get('/imagegen/get_all_models'),
});
