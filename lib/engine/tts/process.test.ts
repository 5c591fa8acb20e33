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
});
