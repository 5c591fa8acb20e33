import type { Capability, HttpMethod } from './define';

/**
 * Where every endpoint lives: its method and path under /api, by capability then operation.
 * The registry spreads these into its entries; the browser imports only this table (no zod,
 * no schemas), so a page that calls an endpoint does not carry the whole contract.
 */
const at = (method: HttpMethod) => (path: string) => ({ method, path });
const get = at('GET');
const post = at('POST');
const del = at('DELETE');

const table = {
  translate: {
    predict: post('/translate/predict'),
    detect: post('/translate/detect'),
    languages: get('/translate/languages'),
  },
  image: {
    unblur: post('/image/unblur'),
    gfp_superres: post('/image/gfp_superres'),
    rembg: post('/image/rembg'),
    colorize: post('/image/colorize'),
  },
  face: {
    styles: get('/face/styles'),
    transform: post('/face/transform'),
    age: post('/face/age'),
    makeup: post('/face/makeup'),
  },
  music: {
    simple: post('/music/simple'),
    advance: post('/music/advance'),
    fetch: get('/music/fetch'),
  },
  social: {
    download: get('/social/download'),
    media: get('/social/media'),
  },
  tts: {
    audio_query: post('/tts/audio_query'),
    synthesis: post('/tts/synthesis'),
    multi_synthesis: post('/tts/multi_synthesis'),
    mora_data: post('/tts/mora_data'),
    speakers: get('/tts/speakers'),
  },
  imagegen: {
    get_all_models: get('/imagegen/get_all_models'),
  },
  account: {
    me: get('/me'),
  },
  llm: {
    chat: post('/llm/chat'),
    stream: post('/llm/chat/stream'),
    models: get('/llm/models'),
  },
  platform: {
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
  },
} satisfies Record<Capability | 'platform', Record<string, { method: HttpMethod; path: string }>>;

export interface Route<C extends Capability | 'platform' = Capability | 'platform'> {
  /** `<capability>.<operation>`: the registry's id and the browser's query key. */
  id: string;
  capability: C;
  method: HttpMethod;
  /** Path under /api, in OpenAPI template form: /files/{id}. */
  path: string;
}

type Routes = { [C in keyof typeof table]: { [O in keyof (typeof table)[C]]: Route<C> } };

export const routes = Object.fromEntries(
  Object.entries(table).map(([capability, operations]) => [
    capability,
    Object.fromEntries(Object.entries(operations).map(([operation, at]) => [operation, { id: `${capability}.${operation}`, capability, ...at }])),
  ]),
) as Routes;
