import { SocialFailure } from './errors';
import { runYtDlp } from './ytdlp-run';
import { mapYtDlpInfo } from './ytdlp-map';
import { startVettingProxy, type VetTarget } from './vetting-proxy';
import type { DownloadResult } from './types';

export interface YtDlpExtractOptions {
  binary: string;
  url: string;
  /** The address rule every hop must pass (the platform's, injected). */
  vet: VetTarget;
  timeoutMs: number;
  /** Bytes yt-dlp may pull through the proxy in all (pages and API answers, never media). */
  maxTransferBytes?: number;
  signal?: AbortSignal;
}

const DEFAULT_TRANSFER_CAP = 32 * 1024 * 1024;

/**
 * Reads a post with yt-dlp, every request of which goes through a vetting proxy of ours.
 * A hop the address rule refuses makes the run fail as `refused`, naming the host, whatever
 * yt-dlp itself reported (to yt-dlp it is only a 403 from its proxy).
 */
export async function extractWithYtDlp(options: YtDlpExtractOptions): Promise<DownloadResult> {
  const maxBytes = options.maxTransferBytes ?? DEFAULT_TRANSFER_CAP;
  const proxy = await startVettingProxy({ vet: options.vet, maxBytes, idleTimeoutMs: options.timeoutMs });
  try {
    const info = await runYtDlp({ binary: options.binary, url: options.url, proxyUrl: proxy.url, timeoutMs: options.timeoutMs, signal: options.signal }).catch(
      (error: unknown) => {
        const refusal = proxy.refusals[0];
        if (refusal) throw new SocialFailure('refused', refusal.reason);
        const failure = proxy.failures[0];
        if (failure) throw new SocialFailure('unreachable', failure.reason);
        if (proxy.overflowed()) throw new SocialFailure('too_large', `the site sent more than ${Math.round(maxBytes / 1024 / 1024)} MB while being read`);
        throw error;
      },
    );
    return mapYtDlpInfo(info);
  } finally {
    await proxy.close();
  }
}
