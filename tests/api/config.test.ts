import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { studioCommand } from '../support/studio-command';

function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const [command, args] = studioCommand(3319);
    const child = spawn(command, args, {
      env: { ...process.env, NODE_ENV: 'production', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

describe('configuration is validated at start-up', () => {
  it('stops with a message naming the variable and the rule on a bad value', async () => {
    const { code, output } = await startWith({ PROVIDER: 'cloud' });
    expect(code).toBe(1);
    expect(output).toContain('PROVIDER: must be local or upstream');
  });

  it('stops when the upstream is selected without its URL and key', async () => {
    const { code, output } = await startWith({ PROVIDER_LLM: 'upstream', UPSTREAM_BASE_URL: '', UPSTREAM_API_KEY: '' });
    expect(code).toBe(1);
    expect(output).toContain('UPSTREAM_BASE_URL: is required when a capability uses the upstream provider');
  });
});
