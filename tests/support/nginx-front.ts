import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxConfig } from '../cluster/topology';
import { startProcess, stop, until } from '../cluster/processes';

const NGINX = '/usr/sbin/nginx';

export interface NginxFront {
  /** http://127.0.0.1:<port> */
  base: string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * deploy/nginx.conf, run as is but for its ports, in front of the given app ports (test
 * doubles of the app: what is under test is the load balancer's own behaviour). `edit` may
 * shorten its timeouts; it must change what it means to (the caller checks the text).
 */
export async function startNginxFront(appPorts: number[], edit: (config: string) => string = (config) => config): Promise<NginxFront> {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: scripts/install.sh installs nginx-light`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'prism-nginx-'));
  const dir = path.join(work, 'nginx');
  mkdirSync(dir);
  // Started as root, nginx's workers run as nobody: they must reach their temporary folders.
  chmodSync(work, 0o755);
  chmodSync(dir, 0o777);
  const port = await freePort();
  writeFileSync(path.join(dir, 'nginx.conf'), edit(nginxConfig(dir, port, appPorts)));
  const nginx = startProcess('nginx', NGINX, ['-c', path.join(dir, 'nginx.conf'), '-p', dir, '-e', path.join(dir, 'error.log')], { log: path.join(dir, 'stdout.log') });
  await until(
    () =>
      new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => resolve(socket.end() !== undefined));
        socket.on('error', () => resolve(false));
      }),
    10_000,
    'nginx',
  );
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      await stop(nginx);
      rmSync(work, { recursive: true, force: true });
    },
  };
}
