import sharp, { type Metadata } from 'sharp';

/**
 * Image bytes in and out for every vision engine (image enhancer, face studio).
 *
 * Decoding goes through sharp (libvips) and always yields 8-bit sRGB RGBA, row-major,
 * 4 bytes per pixel, with the EXIF orientation already applied, so engines never deal
 * with colour spaces, bit depths, palettes or rotated phone photos.
 */

/** Formats a caller may send. AVIF is decoded by libheif, which sharp reports as "heif". */
export const DECODABLE_FORMATS = ['jpeg', 'png', 'webp', 'avif', 'gif'] as const;
export type DecodableFormat = (typeof DECODABLE_FORMATS)[number];

export type EncodeFormat = 'png' | 'jpeg' | 'webp';

export const CONTENT_TYPES: Record<EncodeFormat, string> = { png: 'image/png', jpeg: 'image/jpeg', webp: 'image/webp' };

/** Largest image we decode at all (operations set their own, lower limits). */
export const MAX_DECODE_PIXELS = 40_000_000;

export interface RgbaImage {
  /** width × height × 4 bytes: R, G, B, A. */
  data: Uint8Array;
  width: number;
  height: number;
}

export interface DecodedImage extends RgbaImage {
  format: DecodableFormat;
  /** True when the source had an alpha channel (otherwise alpha is all 255). */
  hadAlpha: boolean;
}

/**
 * The bytes are not an image we accept: not an image at all, truncated or corrupt, a
 * format outside DECODABLE_FORMATS, or too many pixels. Callers turn it into a 400.
 */
export class ImageInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageInputError';
  }
}

export const isImageInputError = (error: unknown): error is ImageInputError =>
  error instanceof ImageInputError || (error instanceof Error && error.name === 'ImageInputError');

function formatOf(metadata: Metadata): DecodableFormat | null {
  const format = metadata.format as string | undefined;
  if (format === 'heif') return metadata.compression === 'av1' ? 'avif' : null;
  if (format === 'jpeg' || format === 'png' || format === 'webp' || format === 'gif') return format;
  return null;
}

export interface ProbeResult {
  format: DecodableFormat;
  /** Size after EXIF orientation. */
  width: number;
  height: number;
}

/** Reads the header only: format and (oriented) size. Cheap; use it to refuse big inputs early. */
export async function probeImage(bytes: Uint8Array, maxPixels: number = MAX_DECODE_PIXELS): Promise<ProbeResult> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageInputError('is not a readable image (expected JPEG, PNG, WebP, AVIF or GIF)');
  }
  const format = formatOf(metadata);
  if (!format) throw new ImageInputError(`format ${metadata.format ?? 'unknown'} is not accepted (expected JPEG, PNG, WebP, AVIF or GIF)`);
  if (!metadata.width || !metadata.height) throw new ImageInputError('has no pixel size');
  // GIF/WebP report the size of one frame in pageHeight when animated.
  const frameHeight = metadata.pageHeight && metadata.pages && metadata.pages > 1 ? metadata.pageHeight : metadata.height;
  const swap = (metadata.orientation ?? 1) >= 5;
  const width = swap ? frameHeight : metadata.width;
  const height = swap ? metadata.width : frameHeight;
  if (width * height > maxPixels) {
    throw new ImageInputError(`is ${width}×${height} (${(width * height / 1e6).toFixed(1)} MP); at most ${(maxPixels / 1e6).toFixed(1)} MP is accepted`);
  }
  return { format, width, height };
}

/**
 * Decodes JPEG, PNG, WebP, AVIF or GIF (first frame) into 8-bit sRGB RGBA with the EXIF
 * orientation applied. Throws ImageInputError for anything else, corrupt or too large.
 */
export async function decodeImage(bytes: Uint8Array, options: { maxPixels?: number } = {}): Promise<DecodedImage> {
  const probe = await probeImage(bytes, options.maxPixels ?? MAX_DECODE_PIXELS);
  try {
    const pipeline = sharp(bytes, { failOn: 'warning', pages: 1, page: 0, limitInputPixels: false, autoOrient: true });
    const hadAlpha = (await pipeline.metadata()).hasAlpha ?? false;
    const { data, info } = await pipeline
      .toColourspace('srgb')
      .ensureAlpha()
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    if (info.channels !== 4) throw new Error(`unexpected ${info.channels} channels`);
    return { data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength), width: info.width, height: info.height, format: probe.format, hadAlpha };
  } catch (error) {
    if (isImageInputError(error)) throw error;
    throw new ImageInputError('could not be decoded; the file is truncated or corrupt');
  }
}

export interface EncodeOptions {
  /** JPEG/WebP quality 1 to 100 (default 92). */
  quality?: number;
  /** Drop the alpha channel (JPEG always does; flattened over white). */
  opaque?: boolean;
}

/** Encodes RGBA pixels as PNG (keeps alpha), JPEG (flattened over white) or WebP. */
export async function encodeImage(image: RgbaImage, format: EncodeFormat, options: EncodeOptions = {}): Promise<Buffer> {
  const { data, width, height } = image;
  if (data.length !== width * height * 4) throw new Error(`encodeImage: expected ${width * height * 4} bytes, got ${data.length}`);
  let pipeline = sharp(data, { raw: { width, height, channels: 4 }, limitInputPixels: false });
  if (format === 'jpeg' || options.opaque) pipeline = pipeline.flatten({ background: '#ffffff' });
  const quality = options.quality ?? 92;
  if (format === 'png') return pipeline.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
  if (format === 'jpeg') return pipeline.jpeg({ quality, mozjpeg: false, chromaSubsampling: quality >= 90 ? '4:4:4' : '4:2:0' }).toBuffer();
  return pipeline.webp({ quality }).toBuffer();
}

/** Encodes a one-channel 8-bit image (a mask) as greyscale PNG. */
export async function encodeGreyPng(grey: Uint8Array, width: number, height: number): Promise<Buffer> {
  return sharp(grey, { raw: { width, height, channels: 1 }, limitInputPixels: false }).toColourspace('b-w').png({ compressionLevel: 6 }).toBuffer();
}
