import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseEnv } from '@/lib/server/env';

/**
 * compose.yaml, Dockerfile and deploy/nginx.conf are not run by CI (no Docker engine), so
 * what can be checked without one is checked here: the configuration the containers get
 * passes the app's own validation, the balancer names the app services, and the commands
 * are the ones npm runs. The topology itself is exercised by npm run test:cluster, which
 * runs deploy/nginx.conf as is.
 */
const compose = parse(readFileSync('compose.yaml', 'utf8'), { merge: true }) as {
  services: Record<string, { environment?: Record<string, string>; command?: string[]; image?: string; build?: string; deploy?: { replicas?: number } }>;
};
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
const dockerfile = readFileSync('Dockerfile', 'utf8');
const nginx = readFileSync('deploy/nginx.conf', 'utf8');
const argv = (script: string) => script.replace(/^node /, '').split(' ');

describe('deployment files', () => {
  it('gives every app and worker a configuration the app accepts: PostgreSQL, Redis, S3, jobs off the web process', () => {
    for (const name of ['app1', 'app2', 'worker']) {
      const service = compose.services[name]!;
      expect(service.build, name).toBe('.');
      const config = parseEnv(service.environment!);
      expect(config).toMatchObject({ FILE_STORE: 's3', JOB_RUN_IN_APP: false, S3_FORCE_PATH_STYLE: true, TRUST_PROXY: 1 });
      expect(config.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(config.REDIS_URL).toBe('redis://redis:6379');
      expect(config.S3_ENDPOINT).toBe('http://minio:9000');
    }
    expect(compose.services.worker!.deploy?.replicas).toBe(2);
  });

  it('balances over the app services on the port they listen on', () => {
    const upstreams = [...nginx.matchAll(/^\s*server (\w+):(\d+) /gm)].map((m) => [m[1], m[2]]);
    expect(upstreams).toEqual([
      ['app1', '3000'],
      ['app2', '3000'],
    ]);
    expect(dockerfile).toMatch(/CMD \["node", "--conditions=react-server", "--enable-source-maps", "build\/server\/server.cjs", "-p", "3000"\]/);
  });

  it('runs the same commands as npm start and npm run worker', () => {
    const cmd = JSON.parse(/^CMD (.*)$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd.slice(1, -2)).toEqual(argv(pkg.scripts.start!));
    expect(compose.services.worker!.command!.slice(1)).toEqual(argv(pkg.scripts.worker!));
  });

  it('installs the Debian packages with the project\'s own install script', () => {
    expect(dockerfile).toMatch(/^FROM debian:/m);
    expect(dockerfile).toContain('COPY scripts/apt scripts/apt');
    expect(dockerfile).toContain('RUN bash scripts/install.sh');
  });
});
