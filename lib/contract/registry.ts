import * as account from './account';
import { defineEndpoint, type EndpointContract } from './define';
import { routes } from './routes';
import * as face from './face';
import * as image from './image';
import * as imagegen from './imagegen';
import * as llm from './llm';
import * as music from './music';
import * as social from './social';
import * as translate from './translate';
import * as tts from './tts';

const SAMPLE_IMAGE = 'https://example.com/photo.jpg';
const longText = 'x'.repeat(1501);
const sampleQuery = {
  accent_phrases: [
    { moras: [{ text: 'コ', consonant: 'k', consonant_length: 0.05, vowel: 'o', vowel_length: 0.1, pitch: 5.5 }], accent: 1 },
  ],
};

/** Every endpoint of the service, by capability then operation: `contract.translate.predict`. */
export const contract = {
  translate: {
    predict: defineEndpoint({
      ...routes.translate.predict,
      summary: 'Translate a text',
      request: translate.predictRequest,
      response: translate.predictResult,
      examples: {
        valid: [
          { text: 'Where is the train station?', target_lang: 'es' },
          { text: 'Bonjour tout le monde', target_lang: 'en', source_lang: 'fr' },
        ],
        invalid: [
          { input: { text: 'hi', target_lang: 'es' }, field: 'text' },
          { input: { text: longText, target_lang: 'es' }, field: 'text' },
          { input: { text: 'Hello there' }, field: 'target_lang' },
          { input: { text: 'Hello there', target_lang: 'Spanish!' }, field: 'target_lang' },
          { input: { text: 42, target_lang: 'es' }, field: 'text' },
        ],
      },
    }),
    detect: defineEndpoint({
      ...routes.translate.detect,
      summary: 'Detect the language of a text',
      request: translate.detectRequest,
      response: translate.detectResult,
      examples: {
        valid: [{ text: 'Where is the train station?' }],
        invalid: [
          { input: { text: 'hi' }, field: 'text' },
          { input: {}, field: 'text' },
          { input: { text: longText }, field: 'text' },
        ],
      },
    }),
    languages: defineEndpoint({
      ...routes.translate.languages,
      summary: 'List the languages and the targets each can reach',
      extension: true,
      request: translate.languagesRequest,
      response: translate.languagesResult,
      examples: { valid: [{}], invalid: [] },
    }),
  },
  image: {
    unblur: defineEndpoint({
      ...routes.image.unblur,
      errors: ['job_failed'],
      summary: 'Unblur and sharpen an image, with optional pipeline stages',
      request: image.unblurRequest,
      response: image.unblurResult,
      examples: {
        valid: [{ init_image: SAMPLE_IMAGE }, { init_image: SAMPLE_IMAGE, pipeline: { bokeh: 'background_blur_high', color_enhance: 'muted' } }],
        invalid: [
          { input: {}, field: 'init_image' },
          { input: { init_image: 'ftp://example.com/a.png' }, field: 'init_image' },
          { input: { init_image: SAMPLE_IMAGE, pipeline: { bokeh: 'extreme' } }, field: 'pipeline.bokeh' },
          { input: { init_image: SAMPLE_IMAGE, pipeline: { color_enhance: 'sepia' } }, field: 'pipeline.color_enhance' },
        ],
      },
    }),
    gfp_superres: defineEndpoint({
      ...routes.image.gfp_superres,
      errors: ['job_failed'],
      summary: 'Upscale an image with a super-resolution model',
      request: image.superresRequest,
      response: image.superresResult,
      examples: {
        valid: [{ init_image: SAMPLE_IMAGE }, { init_image: SAMPLE_IMAGE, outscale: 4 }],
        invalid: [
          { input: { init_image: SAMPLE_IMAGE, outscale: 0.5 }, field: 'outscale' },
          { input: { init_image: SAMPLE_IMAGE, outscale: 11 }, field: 'outscale' },
          { input: { init_image: SAMPLE_IMAGE, outscale: '2' }, field: 'outscale' },
          { input: { init_image: 'not a url' }, field: 'init_image' },
        ],
      },
    }),
    rembg: defineEndpoint({
      ...routes.image.rembg,
      errors: ['job_failed'],
      summary: 'Remove the background of an image',
      request: image.rembgRequest,
      response: image.rembgResult,
      examples: {
        valid: [{ init_image: SAMPLE_IMAGE }, { init_image: SAMPLE_IMAGE, output: 'color', background_color: '#00ff88' }],
        invalid: [
          { input: { init_image: SAMPLE_IMAGE, output: 'blur' }, field: 'output' },
          { input: { init_image: SAMPLE_IMAGE, background_color: 'green' }, field: 'background_color' },
        ],
      },
    }),
    colorize: defineEndpoint({
      ...routes.image.colorize,
      errors: ['job_failed'],
      summary: 'Colorize a black-and-white image',
      request: image.colorizeRequest,
      response: image.colorizeResult,
      examples: {
        valid: [{ init_image: SAMPLE_IMAGE }],
        invalid: [{ input: { init_image: 12 }, field: 'init_image' }],
      },
    }),
  },
  face: {
    styles: defineEndpoint({
      ...routes.face.styles,
      summary: 'The catalogue of face styles, ages and makeup references',
      request: face.stylesRequest,
      response: face.styleCatalogue,
      examples: { valid: [{}], invalid: [] },
    }),
    transform: defineEndpoint({
      ...routes.face.transform,
      errors: ['job_failed'],
      summary: 'Apply a style to the faces of a photo',
      request: face.transformRequest,
      response: face.transformResult,
      examples: {
        valid: [{ init_image: SAMPLE_IMAGE, style_id: 'cartoon' }, { init_image: SAMPLE_IMAGE, style_id: 'noir', prompt: 'moody', num_image: 2 }],
        invalid: [
          { input: { init_image: SAMPLE_IMAGE }, field: 'style_id' },
          { input: { init_image: SAMPLE_IMAGE, style_id: 'cartoon', num_image: 0 }, field: 'num_image' },
          { input: { init_image: SAMPLE_IMAGE, style_id: 'cartoon', num_image: 1.5 }, field: 'num_image' },
        ],
      },
    }),
    age: defineEndpoint({
      ...routes.face.age,
      errors: ['job_failed'],
      summary: 'Change the apparent age of the faces of a photo',
      request: face.ageRequest,
      response: face.ageResult,
      examples: {
        valid: [{ init_image: SAMPLE_IMAGE, age: '60' }],
        invalid: [{ input: { init_image: SAMPLE_IMAGE }, field: 'age' }],
      },
    }),
    makeup: defineEndpoint({
      ...routes.face.makeup,
      errors: ['job_failed'],
      summary: 'Transfer makeup from a reference face',
      request: face.makeupRequest,
      response: face.makeupResult,
      examples: {
        valid: [{ init_image: SAMPLE_IMAGE, reference_image: 'https://example.com/ref.jpg' }],
        invalid: [{ input: { init_image: SAMPLE_IMAGE }, field: 'reference_image' }],
      },
    }),
  },
  music: {
    simple: defineEndpoint({
      ...routes.music.simple,
      summary: 'Generate two song variations from a description',
      request: music.simpleRequest,
      response: music.generationList,
      examples: {
        valid: [{ prompt: 'a happy lofi song about rainy mornings' }, { prompt: 'epic orchestral', instrumental: true, model: 'chirp-v3-0' }],
        invalid: [
          { input: {}, field: 'prompt' },
          { input: { prompt: 'song', model: 'chirp-v9' }, field: 'model' },
          { input: { prompt: 'song', instrumental: 'yes' }, field: 'instrumental' },
        ],
      },
    }),
    advance: defineEndpoint({
      ...routes.music.advance,
      summary: 'Generate two song variations from title, tags and lyrics',
      request: music.advanceRequest,
      response: music.generationList,
      examples: {
        valid: [
          { title: 'Rain', tags: 'lofi sad 80 bpm', prompt: '[Verse]\nRain on the window\n[Chorus]\nStay with me', instrumental: false, model: 'chirp-v3-0' },
          { title: 'Drive', tags: 'synthwave', instrumental: true },
        ],
        invalid: [
          { input: { tags: 'rock', prompt: 'la la' }, field: 'title' },
          { input: { title: 'Song', prompt: '' }, field: 'prompt' },
        ],
      },
    }),
    fetch: defineEndpoint({
      ...routes.music.fetch,
      errors: ['unknown_id'],
      summary: 'Fetch generation records by id',
      description: `Poll this while a generation runs; the rate limit applies, so honour Retry-After. Records come back in the order asked; an unknown id, an empty list or more than ${music.FETCH_MAX_IDS} ids is a 400.`,
      request: music.fetchRequest,
      response: music.generationList,
      examples: {
        valid: [{ ids: 'abc123,def456' }],
        invalid: [
          { input: {}, field: 'ids' },
          { input: { ids: ',' }, field: 'ids' },
          { input: { ids: Array.from({ length: 21 }, (_, i) => `id${i}`).join(',') }, field: 'ids' },
          { input: { ids: '../etc' }, field: 'ids.0' },
        ],
      },
    }),
  },
  social: {
    download: defineEndpoint({
      ...routes.social.download,
      summary: 'Media and metadata of a social-media post, reel or page',
      request: social.downloadRequest,
      response: social.downloadResult,
      examples: {
        valid: [{ url: 'https://example.com/reel/abc' }],
        invalid: [
          { input: {}, field: 'url' },
          { input: { url: 'file:///etc/passwd' }, field: 'url' },
        ],
      },
    }),
    media: defineEndpoint({
      ...routes.social.media,
      errors: ['not_found'],
      summary: 'Save or preview one media item of a download result through the app',
      description:
        'Answers the media bytes, not an envelope (errors are envelopes): Content-Disposition with `name`, ' +
        'byte ranges (206) for previews. The URL is fetched with the safe fetcher within SOCIAL_MEDIA_MAX_BYTES; ' +
        'the schema below is the stored copy the bytes come from.',
      extension: true,
      request: social.mediaRequest,
      response: social.mediaResult,
      examples: {
        valid: [{ url: 'https://cdn.example.com/v/clip.mp4' }, { url: 'https://cdn.example.com/p/1.jpg', name: 'ana_post_1.jpg', disposition: 'inline' }],
        invalid: [
          { input: {}, field: 'url' },
          { input: { url: 'ftp://example.com/a.mp4' }, field: 'url' },
          { input: { url: 'https://cdn.example.com/a.mp4', name: '../../etc/passwd' }, field: 'name' },
          { input: { url: 'https://cdn.example.com/a.mp4', disposition: 'download' }, field: 'disposition' },
        ],
      },
    }),
  },
  tts: {
    audio_query: defineEndpoint({
      ...routes.tts.audio_query,
      summary: 'Create the audio query of a text for a speaker',
      request: tts.audioQueryRequest,
      response: tts.audioQuery,
      examples: {
        valid: [{ text: 'こんにちは', speaker: 0 }],
        invalid: [
          { input: { text: '', speaker: 0 }, field: 'text' },
          { input: { text: 'hello', speaker: -1 }, field: 'speaker' },
          { input: { text: 'hello' }, field: 'speaker' },
        ],
      },
    }),
    synthesis: defineEndpoint({
      ...routes.tts.synthesis,
      summary: 'Synthesize a WAV from an audio query',
      request: tts.synthesisRequest,
      response: tts.synthesisResult,
      examples: {
        valid: [{ speaker: 0, input: sampleQuery }],
        invalid: [
          { input: { speaker: 0 }, field: 'input' },
          { input: { speaker: 0, input: { ...sampleQuery, speedScale: 3 } }, field: 'input.speedScale' },
          { input: { speaker: 0, input: { ...sampleQuery, outputSamplingRate: 12345 } }, field: 'input.outputSamplingRate' },
          { input: { speaker: 0, input: { ...sampleQuery, pauseLengthScale: 3 } }, field: 'input.pauseLengthScale' },
          { input: { speaker: 0, input: { accent_phrases: [{ ...sampleQuery.accent_phrases[0], accent: 2 }] } }, field: 'input.accent_phrases.0.accent' },
        ],
      },
    }),
    multi_synthesis: defineEndpoint({
      ...routes.tts.multi_synthesis,
      summary: 'Synthesize several audio queries: one WAV each, then one joined WAV',
      request: tts.multiSynthesisRequest,
      response: tts.synthesisResult,
      examples: {
        valid: [{ speaker: 0, input: [sampleQuery, sampleQuery] }],
        invalid: [
          { input: { speaker: 0, input: [] }, field: 'input' },
          { input: { speaker: 0, input: sampleQuery }, field: 'input' },
        ],
      },
    }),
    mora_data: defineEndpoint({
      ...routes.tts.mora_data,
      summary: 'The voice\'s lengths and pitches for accent phrases as they are now (after an accent edit)',
      extension: true,
      request: tts.moraDataRequest,
      response: tts.moraDataResult,
      examples: {
        valid: [{ speaker: 0, accent_phrases: sampleQuery.accent_phrases }],
        invalid: [
          { input: { speaker: 0 }, field: 'accent_phrases' },
          { input: { speaker: 0, accent_phrases: [{ ...sampleQuery.accent_phrases[0], accent: 2 }] }, field: 'accent_phrases.0.accent' },
        ],
      },
    }),
    speakers: defineEndpoint({
      ...routes.tts.speakers,
      summary: 'The voices and their style ids',
      extension: true,
      request: tts.speakersRequest,
      response: tts.speakersResult,
      examples: { valid: [{}], invalid: [] },
    }),
  },
  imagegen: {
    get_all_models: defineEndpoint({
      ...routes.imagegen.get_all_models,
      summary: 'The models loaded, with their load dates',
      request: imagegen.modelsRequest,
      response: imagegen.modelListing,
      examples: { valid: [{}], invalid: [] },
    }),
  },
  account: {
    me: defineEndpoint({
      ...routes.account.me,
      summary: "The caller's account",
      request: account.meRequest,
      response: account.accountRecord,
      examples: { valid: [{}], invalid: [] },
    }),
  },
  llm: {
    chat: defineEndpoint({
      ...routes.llm.chat,
      summary: 'Chat completion with optional built-in functions',
      request: llm.chatRequest,
      response: llm.chatResult,
      examples: {
        valid: [{ messages: [{ role: 'user', content: 'Hello' }] }, { messages: [{ role: 'user', content: 'Translate hi to Spanish' }], internal_functions: ['translate'] }],
        invalid: [
          { input: {}, field: 'messages' },
          { input: { messages: [{ role: 'robot', content: 'hi' }] }, field: 'messages.0.role' },
          { input: { messages: [{ role: 'user', content: 'hi' }], internal_functions: ['rm_rf'] }, field: 'internal_functions.0' },
          { input: { messages: [{ role: 'user', content: 42 }] }, field: 'messages.0.content' },
          { input: { model: 'm'.repeat(201), messages: [{ role: 'user', content: 'hi' }] }, field: 'model' },
        ],
      },
    }),
    stream: defineEndpoint({
      ...routes.llm.stream,
      summary: 'Chat completion streamed as server-sent events',
      description:
        'Same request as /llm/chat. Answers text/event-stream: `delta` events with text as it is generated, `function_call` and ' +
        '`function_result` events as built-in functions run, then one `done` event whose result is what /llm/chat returns, ' +
        'or an `error` event. Bad input is still a 400 envelope before the stream starts.',
      extension: true,
      request: llm.chatRequest,
      response: llm.chatResult,
      examples: {
        valid: [{ messages: [{ role: 'user', content: 'Hello' }] }],
        invalid: [
          { input: { messages: [] }, field: 'messages' },
          { input: { messages: [{ role: 'tool', content: 'hi' }] }, field: 'messages.0.role' },
        ],
      },
    }),
    models: defineEndpoint({
      ...routes.llm.models,
      summary: 'The models the configured chat backend offers',
      extension: true,
      request: llm.modelsRequest,
      response: llm.modelsResult,
      examples: { valid: [{}], invalid: [] },
    }),
  },
} as const;

export type Contract = typeof contract;
export type CapabilityContract<C extends keyof Contract> = Contract[C];

/** Every capability endpoint, flat, for the OpenAPI document, the method check and the tests. */
export const capabilityEndpoints: EndpointContract[] = Object.values(contract).flatMap(
  (ops) => Object.values(ops) as EndpointContract[],
);

/** The endpoints the hosted service's spec defines (20), without Prism's extensions. */
export const specEndpoints = capabilityEndpoints.filter((e) => !e.extension);
