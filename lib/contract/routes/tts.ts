import { get, post, routesOf } from './route';

/** Where the tts endpoints live, under /api. A page imports only its own capabilities' routes. */
export const ttsRoutes = routesOf('tts', {
  audio_query: post('/tts/audio_query'),
  synthesis: post('/tts/synthesis'),
  multi_synthesis: post('/tts/multi_synthesis'),
  mora_data: post('/tts/mora_data'),
  speakers: get('/tts/speakers'),
});
