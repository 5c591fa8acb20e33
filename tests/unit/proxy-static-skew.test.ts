import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNginxFront, type NginxFront } from '../support/nginx-front';

/**
 * A rolling update behind the load balancer (deploy/nginx.conf, run as is but for its ports):
 * for a minute an instance of the old build and one of the new answer side by side. Each has
 * only its own build's scripts, so a page of one build asking for its files round-robin met a
 * 404 from the other every second time. The two "instances" here are small servers holding
 * one build's file each.
 */
const BUILDS = ['old', 'new'] as const;
let nginx: NginxFront;
const apps: http.Server[] = [];
/** Requests each instance was sent, by path. */
const seen: string[][] = [[], []];

beforeAll(async () => {
  for (const [index, build] of BUILDS.entries()) {
    const app = http.createServer((request, response) => {
      seen[index]!.push(request.url ?? '');
      if (request.url === `/_next/static/chunks/${build}.js`) {
        response.writeHead(200, { 'content-type': 'application/javascript' }).end(`/* ${build} build */`);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ status: false, code: 'not_found', from: build }));
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    apps.push(app);
  }
  nginx = await startNginxFront(apps.map((app) => (app.address() as net.AddressInfo).port));
});

afterAll(async () => {
  await nginx?.stop();
  for (const app of apps) app.close();
});

const hits = (url: string) => seen.flat().filter((seenUrl) => seenUrl === url).length;

describe('the load balancer during a rolling update', () => {
  it("serves each build's scripts whichever instance is asked first", async () => {
    for (const build of BUILDS) {
      for (let i = 0; i < 6; i++) {
        const response = await fetch(`${nginx.base}/_next/static/chunks/${build}.js`);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(`/* ${build} build */`);
      }
    }
    // Round-robin sent some of them to the other build's instance first (its 404 was not the answer).
    expect(hits('/_next/static/chunks/old.js') + hits('/_next/static/chunks/new.js')).toBeGreaterThan(12);
  });

  it("answers a script neither build has with the instances' 404, after asking both", async () => {
    const response = await fetch(`${nginx.base}/_next/static/chunks/gone.js`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'not_found' });
    expect(hits('/_next/static/chunks/gone.js')).toBe(2);
  });

  it("passes the API's 404 on as it is, asked once: it is an answer, not a missing file", async () => {
    for (let i = 0; i < 4; i++) {
      const response = await fetch(`${nginx.base}/api/files/missing-${i}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ code: 'not_found' });
      expect(hits(`/api/files/missing-${i}`)).toBe(1);
    }
  });
});
