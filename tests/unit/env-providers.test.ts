import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/lib/server/env';

describe('provider settings', () => {
  it('take local or upstream per capability', () => {
    expect(parseEnv({ PROVIDER_LLM: 'upstream', UPSTREAM_BASE_URL: 'https://api.example.com', UPSTREAM_API_KEY: 'sk-x' }).PROVIDER_LLM).toBe('upstream');
    expect(() => parseEnv({ PROVIDER_TTS: 'remote' })).toThrow(/PROVIDER_TTS: must be local or upstream/);
  });

  it("refuse to send GET /me upstream: it describes the caller's account on this server", () => {
    expect(() => parseEnv({ PROVIDER_ACCOUNT: 'upstream', UPSTREAM_BASE_URL: 'https://api.example.com', UPSTREAM_API_KEY: 'sk-x' })).toThrow(
      /PROVIDER_ACCOUNT: must be local: this server answers it itself/,
    );
    expect(parseEnv({ PROVIDER_ACCOUNT: 'local' }).PROVIDER_ACCOUNT).toBe('local');
  });
});
