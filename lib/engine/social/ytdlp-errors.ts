import { SocialFailure } from './errors';

/**
 * yt-dlp's ERROR line as a failure kind. Its wording is stable enough across releases for
 * these patterns; anything unmatched keeps the (trimmed) line itself as the message.
 */
export function classifyYtDlpError(stderr: string): SocialFailure {
  const lines = stderr.split('\n').filter((line) => line.startsWith('ERROR:'));
  const line = (lines.at(-1) ?? stderr.trim().split('\n').at(-1) ?? '').replace(/^ERROR:\s*/, '');
  // yt-dlp appends "please report this issue on https://github.com/..." to generic failures.
  const message = line.replace(/;?\s*please report this issue.*$/i, '').replace(/\s*\(caused by .*$/, '').trim();

  if (/Unsupported URL|No video formats found|no suitable InfoExtractor|There's no video in this post|is not a valid URL/i.test(line)) {
    return new SocialFailure('unsupported', message);
  }
  if (/login|log in|sign in|logged-in|cookies|private|members only|age.?restricted|confirm your age|inappropriate for some users|not available.*account|requires authentication/i.test(line)) {
    return new SocialFailure('login_required', message);
  }
  const status = /HTTP Error (\d{3})/i.exec(line);
  if (status) {
    const code = Number(status[1]);
    if (code === 401 || code === 403) return new SocialFailure('login_required', message, code);
    return new SocialFailure('http_error', message, code);
  }
  if (/timed out|timeout/i.test(line)) return new SocialFailure('timeout', message);
  if (/Name or service not known|getaddrinfo|nodename nor servname|Connection refused|Network is unreachable|No route to host|Connection reset|Tunnel connection failed|Remote end closed|EOF occurred|ProxyError|Cannot connect to proxy/i.test(line)) {
    return new SocialFailure('unreachable', message);
  }
  if (/File is larger than max-filesize|too large/i.test(line)) return new SocialFailure('too_large', message);
  return new SocialFailure('failed', message || 'yt-dlp failed without a message');
}
