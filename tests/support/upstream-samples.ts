/**
 * One valid `result` per spec endpoint, as the hosted service would answer. The double
 * serves these; a unit test checks each against the contract, so the double cannot drift.
 */
const image = { images: ['https://upstream.example/out/1.png'], backend_processing_time: 1.25 };
const record = {
  id: 'gen_1',
  status: 'complete',
  created_at: '2026-01-01T00:00:00Z',
  prompt_description: 'a song',
  output: { image_thumb: 'https://upstream.example/c.png', audio: 'https://upstream.example/a.mp3', video: 'https://upstream.example/v.mp4' },
  meta: { title: 'Song', tags: 'pop', model: 'chirp-v3-0', lyric: 'la la', type: 'gen', duration: 31.5 },
  error: { type: '', message: '' },
};
const mora = { text: 'コ', consonant: 'k', consonant_length: 0.05, vowel: 'o', vowel_length: 0.1, pitch: 5.6 };
const model = { model_id: 'sdxl-base', load_date: '2026-01-01T00:00:00Z' };

export const UPSTREAM_SAMPLES: Record<string, unknown> = {
  'translate.predict': { text: '¿Dónde está la estación de tren?', lang: 'en' },
  'translate.detect': { lang: 'en' },
  'image.unblur': { ...image, pipeline: { bokeh: 'background_blur_low' } },
  'image.gfp_superres': image,
  'image.rembg': image,
  'image.colorize': image,
  'face.styles': { transform: ['cartoon'], expression: [], age: ['60'], makeup_reference: ['https://upstream.example/m.jpg'] },
  'face.transform': { ...image, style_id: 'cartoon' },
  'face.age': { ...image, age: '60' },
  'face.makeup': { ...image, reference_image: 'https://upstream.example/m.jpg' },
  'music.simple': [record, { ...record, id: 'gen_2' }],
  'music.advance': [record, { ...record, id: 'gen_2' }],
  'music.fetch': [record],
  'social.download': {
    username: 'someone',
    title: 'A reel',
    metadata: { source: 'instagram', shortcode: 'abc', comment_count: 2, like_count: 10, taken_at: 1700000000, comments: [{ username: 'x', text: 'nice' }] },
    contents: [{ type: 'video', ext: 'mp4', url: 'https://upstream.example/v.mp4' }],
  },
  'tts.audio_query': {
    accent_phrases: [{ moras: [mora], accent: 1, pause_mora: null, is_interrogative: false }],
    speedScale: 1,
    pitchScale: 0,
    intonationScale: 1,
    volumeScale: 1,
    prePhonemeLength: 0.1,
    postPhonemeLength: 0.1,
    outputSamplingRate: 24000,
    outputStereo: false,
    kana: "コ'",
  },
  'tts.synthesis': { audios: ['https://upstream.example/a.wav'] },
  'tts.multi_synthesis': { audios: ['https://upstream.example/a.wav', 'https://upstream.example/b.wav'] },
  'imagegen.get_all_models': { models: [model], controlnet_models: [], lora_models: [], ip_adapter_models: [], embeddings_models: [], vae_models: [] },
  'account.me': { id: 'acct_up', name: 'Upstream User', current_plan: 'pro', plan_expiry_date: '2027-01-01', current_rpm: 120 },
  'llm.chat': { model: 'up-model', message: { role: 'assistant', content: 'Hello from upstream' }, functions: [] },
};
