import { get, routesOf } from './route';

/** Where the account endpoints live, under /api. A page imports only its own capabilities' routes. */
export const accountRoutes = routesOf('account', {
  me: get('/me'),
});
