import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as unblurRoute } from '@/api/image/unblur/route';
import { POST as makeupRoute } from '@/api/face/makeup/route';
import { isNearbyHost } from '@/lib/server/fetch/address-policy';
import { refuseUnreachableFiles } from '@/lib/server/providers/upstream/reachable-files';
import { configureLlm, jsonRequest, tempDataDir, type Envelope } from '@/tests/support/openai-double-harness';

/**
 * Upstream mode with the hosted service on the internet: a file uploaded to this studio is
 * given to it by this server's URL, which it cannot fetch when that URL names this machine or
 * its network. The call is refused before it is made, naming the field. A file of its own:
 * the provider choice is made once per process.
 */
vi.hoisted(() => {
  process.env.LOG_LEVEL = 'silent';
});

const FILE = `/api/files/${'ab'.repeat(32)}`;
let data: ReturnType<typeof tempDataDir>;

beforeAll(() => {
  data = tempDataDir('upstream-files-');
  // Never reached: every call below is refused before it leaves (.example never resolves).
  configureLlm(data.dir, { PROVIDER: 'upstream', UPSTREAM_BASE_URL: 'https://api.upstream.example/v1', UPSTREAM_API_KEY: 'sk-never-sent' });
});
afterAll(() => data.remove());

describe('files the hosted service could not fetch', () => {
  it('tells a name on this machine or its network from one on the internet', () => {
    for (const host of ['127.0.0.1', 'localhost', '192.168.1.20', '10.0.0.5', '[::1]', '[fd00::1]', 'studio', 'studio.local', 'nas.lan', 'box.internal', 'pc.home.arpa']) {
      expect(isNearbyHost(host), host).toBe(true);
    }
    for (const host of ['studio.example.com', '93.184.215.14', '8.8.8.8', '[2001:4860::1]']) expect(isNearbyHost(host), host).toBe(false);
  });

  it('refuses an uploaded image on a loopback address, naming the field and what to set', async () => {
    const response = await unblurRoute(jsonRequest('/api/image/unblur', { init_image: `http://127.0.0.1:3000${FILE}` }));
    expect(response.status).toBe(400);
    const body = (await response.json()) as Envelope & { code: string };
    expect(body.code).toBe('invalid_input');
    expect(body.message).toBe(
      "init_image: is this server's address 127.0.0.1:3000, which the hosted service cannot reach to fetch the file; set PUBLIC_URL to an address of this server it can reach, or give an image URL on the web",
    );
  });

  it('names the second image when only it is ours, and lets public addresses through to the call', async () => {
    const response = await makeupRoute(jsonRequest('/api/face/makeup', { init_image: 'https://photos.example.com/a.jpg', reference_image: `http://studio.local${FILE}` }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as Envelope).message).toMatch(/^reference_image: is this server's address studio\.local, /);
    // Our file on a public address, and URLs elsewhere: nothing refused here.
    expect(() => refuseUnreachableFiles({ init_image: `https://studio.example.com${FILE}`, prompt: 'http://127.0.0.1/x' }, 'https://api.upstream.example')).not.toThrow();
    // A nearby upstream may reach nearby files.
    expect(() => refuseUnreachableFiles({ init_image: `http://127.0.0.1:3000${FILE}` }, 'http://10.0.0.9:8080')).not.toThrow();
    expect(() => refuseUnreachableFiles({ init_image: FILE }, 'https://api.upstream.example')).toThrow(/^init_image: is a path on this server, /);
  });
});
