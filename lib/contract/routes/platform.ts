import { del, get, post, routesOf } from './route';

/** Where the platform endpoints live, under /api. A page imports only its own capabilities' routes. */
export const platformRoutes = routesOf('platform', {
  keysList: get('/keys'),
  keysCreate: post('/keys'),
  keysRevoke: del('/keys/{id}'),
  demoLinksList: get('/demo-links'),
  demoLinksCreate: post('/demo-links'),
  demoLinksRevoke: del('/demo-links/{id}'),
  sessionStatus: get('/session'),
  sessionCreate: post('/session'),
  sessionDelete: del('/session'),
  health: get('/health'),
  ready: get('/ready'),
  modelsList: get('/models'),
  modelsInstall: post('/models/install'),
  modelsCancel: post('/models/{id}/cancel'),
  modelsRemove: del('/models/{id}'),
  modelsVerify: post('/models/verify'),
  openapi: get('/openapi.json'),
  upload: post('/uploads'),
  file: get('/files/{id}'),
});
