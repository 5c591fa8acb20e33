import { get, post, routesOf } from './route';

/** Where the face endpoints live, under /api. A page imports only its own capabilities' routes. */
export const faceRoutes = routesOf('face', {
  styles: get('/face/styles'),
  transform: post('/face/transform'),
  age: post('/face/age'),
  makeup: post('/face/makeup'),
});
