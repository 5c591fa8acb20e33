import { post, routesOf } from './route';

/** Where the image endpoints live, under /api. A page imports only its own capabilities' routes. */
export const imageRoutes = routesOf('image', {
  unblur: post('/image/unblur'),
  gfp_superres: post('/image/gfp_superres'),
  rembg: post('/image/rembg'),
  colorize: post('/image/colorize'),
});
