import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from './tools';

/** ffmpeg encodes: MP3 from WAV, and an MP4 of the cover image over the audio. */

export async function wavToMp3(wav: Uint8Array, options: { timeoutMs: number; signal?: AbortSignal }): Promise<Uint8Array> {
  const mp3 = await runTool(
    'ffmpeg',
    ['-hide_banner', '-loglevel', 'error', '-f', 'wav', '-i', 'pipe:0', '-codec:a', 'libmp3lame', '-b:a', '192k', '-f', 'mp3', 'pipe:1'],
    { input: wav, timeoutMs: options.timeoutMs, signal: options.signal, maxOutputBytes: 64 * 1024 * 1024 },
  );
  return new Uint8Array(mp3);
}

/**
 * A still-image video: the cover looped at one frame per second (all the picture needs),
 * H.264 with the song's MP3, cut to the song's length, with the moov atom up front so browsers can start playing at once.
 */
export async function coverVideo(png: Uint8Array, mp3: Uint8Array, options: { durationSeconds: number; timeoutMs: number; signal?: AbortSignal }): Promise<Uint8Array> {
  const dir = await mkdtemp(path.join(tmpdir(), 'prism-video-'));
  try {
    const cover = path.join(dir, 'cover.png');
    const sound = path.join(dir, 'audio.mp3');
    const video = path.join(dir, 'video.mp4');
    await Promise.all([writeFile(cover, png), writeFile(sound, mp3)]);
    await runTool(
      'ffmpeg',
      [
        '-hide_banner', '-loglevel', 'error', '-y',
        '-loop', '1', '-framerate', '1', '-i', cover,
        '-i', sound,
        '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-pix_fmt', 'yuv420p', '-r', '1',
        '-vf', 'scale=trunc(iw/2)*2:trunc(ih/2)*2',
        // The MP3 goes in as it is (MP4 carries MP3 audio, browsers play it): no second encode.
        '-c:a', 'copy',
        '-t', options.durationSeconds.toFixed(3), '-movflags', '+faststart',
        video,
      ],
      { timeoutMs: options.timeoutMs, signal: options.signal },
    );
    return new Uint8Array(await readFile(video));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
