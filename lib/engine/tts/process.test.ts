import { describe, expect, it } from 'vitest';
import { runTool, ToolError } from './process';

describe('runTool', () => {
  it("keeps the last of a tool's stderr after any number of warnings: the verdict comes last", async () => {
    // ~250 KB of warnings, more than a pipe holds, so they arrive in many reads; then the verdict.
    const script = 'i=0; while [ $i -lt 10000 ]; do echo "WARNING: symbol $i is not a word" >&2; i=$((i+1)); done; echo "Error: waveform cannot be synthesized." >&2; exit 1';
    const error = await runTool('sh', ['-c', script], { timeoutMs: 30_000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ToolError);
    const stderr = (error as ToolError).stderr;
    expect(stderr.startsWith('WARNING: symbol 0 is not a word')).toBe(true);
    expect(stderr.trimEnd().endsWith('Error: waveform cannot be synthesized.')).toBe(true);
    expect(stderr.length).toBeLessThan(12_000);
  });

  it('keeps the head to its bound when the warnings arrive in one large read', async () => {
    // 60 KB in one write, which a pipe takes whole: the first read brings far more than 8 KB.
    const script = "process.stderr.write('w'.repeat(61440)); process.stderr.write('\\nError: the verdict.\\n', () => process.exit(1));";
    const error = (await runTool(process.execPath, ['-e', script], { timeoutMs: 30_000 }).catch((e: unknown) => e)) as ToolError;
    expect(error.stderr.split('\n…\n')[0]).toHaveLength(8192);
    expect(error.stderr.length).toBeLessThan(8192 + 2048 + 10);
    expect(error.stderr.trimEnd().endsWith('Error: the verdict.')).toBe(true);
  });
});
