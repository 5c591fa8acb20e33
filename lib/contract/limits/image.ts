/** Zod-free rules of the image contract: the schema in ../image.ts is built from them, and the studio reads them for its helper text without loading zod. */
/** Largest input (pixels, after EXIF orientation) of unblur, rembg and colorize. */
export const IMAGE_MAX_INPUT_PIXELS = 16_000_000;

/** Largest input of unblur, whose output is UNBLUR_UPSCALE times larger on each side. */
export const UNBLUR_MAX_INPUT_PIXELS = 2_000_000;

/** Largest input of super-resolution (1024 × 1024). */
export const SUPERRES_MAX_INPUT_PIXELS = 1_048_576;

/** Largest super-resolution output, round(w·outscale) × round(h·outscale): 36 MP (6000 × 6000). */
export const SUPERRES_MAX_OUTPUT_PIXELS = 36_000_000;

/** Unblur returns the restored image at this scale (its background_enhance stage is the upsampler). */
export const UNBLUR_UPSCALE = 2;

/** Results up to this size are PNG; larger opaque results are JPEG. */
export const IMAGE_PNG_MAX_PIXELS = 4_000_000;

export const BOKEH = ['background_blur_low', 'background_blur_medium', 'background_blur_high'] as const;

export const COLOR_ENHANCE = [
  'prism-blend',
  'prism-expert-a',
  'prism-expert-c',
  'muted',
  'orange-teal',
  'silky',
  'lit_soft_warm',
  'orange-teal_v2',
] as const;

export const BACKGROUND_ENHANCE = ['shiba-strong-accel', 'rhino-accel', 'upsampler-bicubic'] as const;

export const FACE_LIFTING = ['pinko_bigger_dataset-style', 'movie-style', 'marzipan-style'] as const;

export const FACE_ENHANCE = ['recommender_entire_dataset', 'vendor'] as const;

/**
 * What each pipeline value does in the local engine (shown in the studio and the API
 * reference). Decision (spec: the values' effects are "not shown"): every value is a real,
 * visible operation; see docs/image.md for the method behind each.
 */
export const BOKEH_INFO: Record<(typeof BOKEH)[number], string> = {
  background_blur_low: 'Low: the background (found by the subject mask) softly blurred, as at f/4.',
  background_blur_medium: 'Medium: a clearly separated subject, round highlight discs.',
  background_blur_high: 'High: a portrait-lens blur, the background reduced to colour and light.',
};

export const COLOR_ENHANCE_INFO: Record<(typeof COLOR_ENHANCE)[number], string> = {
  'prism-blend': 'Balanced auto-enhance: full tonal range, gentle contrast, livelier colour.',
  'prism-expert-a': 'Bright and airy: a third of a stop brighter, warmer, open shadows.',
  'prism-expert-c': 'Crisp and cool: strong contrast, deep blacks, cooler white balance, punchy colour.',
  muted: 'Muted film: desaturated, lifted blacks, soft highlights, a grey-green cast in the shadows.',
  'orange-teal': 'Orange and teal split toning: teal shadows, warm highlights, added contrast.',
  silky: 'Silky soft: glowing highlights, low contrast, pastel colour with a pink touch.',
  lit_soft_warm: 'Soft warm light: golden white balance, brighter, open shadows and a light glow.',
  'orange-teal_v2': 'Cinematic orange and teal: skin and warm hues to orange, the rest to teal, crushed blacks, vignette.',
};

export const BACKGROUND_ENHANCE_INFO: Record<(typeof BACKGROUND_ENHANCE)[number], string> = {
  'shiba-strong-accel': 'Strong: the ESRGAN network (the large one up to 400×400 inputs) with back-projection.',
  'rhino-accel': 'Fast: the medium ESRGAN network alone.',
  'upsampler-bicubic': 'Bicubic: plain bicubic enlargement, no network (fastest).',
};

export const FACE_LIFTING_INFO: Record<(typeof FACE_LIFTING)[number], string> = {
  'pinko_bigger_dataset-style': 'Pinko: a light lift of jaw and cheeks, rosy luminous skin and a soft blush.',
  'movie-style': 'Movie: a medium lift, warm cinematic skin, contour shading and sculpted local contrast.',
  'marzipan-style': 'Marzipan: the strongest lift, porcelain-smooth, bright, matte skin.',
};

export const FACE_ENHANCE_INFO: Record<(typeof FACE_ENHANCE)[number], string> = {
  recommender_entire_dataset: 'Natural: faces re-upscaled with the large network, skin evened, features sharpened.',
  vendor: 'Retouch: stronger skin smoothing, brighter eyes, richer lips, more clarity.',
};

export const OUTSCALE_MIN = 1;

export const OUTSCALE_MAX = 10;

// Decision (spec: "further fields: not shown"): rembg takes optional output controls.
export const REMBG_OUTPUT = ['transparent', 'mask', 'color'] as const;

export const OUTSCALE_DEFAULT = 2;

/** What unblur does when a pipeline stage is not given. */
export const UNBLUR_PIPELINE_DEFAULTS = {
  bokeh: 'background_blur_low',
  color_enhance: 'prism-blend',
  background_enhance: 'shiba-strong-accel',
  face_lifting: 'pinko_bigger_dataset-style',
  face_enhance: 'recommender_entire_dataset',
} as const satisfies {
  bokeh: (typeof BOKEH)[number];
  color_enhance: (typeof COLOR_ENHANCE)[number];
  background_enhance: (typeof BACKGROUND_ENHANCE)[number];
  face_lifting: (typeof FACE_LIFTING)[number];
  face_enhance: (typeof FACE_ENHANCE)[number];
};

export const REMBG_DEFAULTS = { output: 'transparent', background_color: '#ffffff' } as const satisfies {
  output: (typeof REMBG_OUTPUT)[number];
  background_color: string;
};
