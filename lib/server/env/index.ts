import 'server-only';
import { z } from 'zod';
import { CAPABILITIES } from '@/lib/contract';
import { describeError, ruleOf } from '@/lib/contract/issues';
import { ConfigurationError } from '../errors';
import { coreEnv } from './core';
import { capabilityEnv } from './capabilities';
import { accessEnv } from './access';
import { fetchFilesJobsEnv } from './fetch-files-jobs';
import { checkFileStoreEnv, fileStoreEnv } from './file-store';
import { localChatEnv, modelsEnv } from './models';

/**
 * The whole configuration, validated once. Every variable is documented in .env.example.
 * Secrets live here only: nothing under lib/server reaches a browser bundle ('server-only').
 */
const schema = z
  .object({ ...coreEnv, ...accessEnv, ...fetchFilesJobsEnv, ...fileStoreEnv, ...capabilityEnv, ...modelsEnv, ...localChatEnv })
  .superRefine((env, ctx) => {
    checkFileStoreEnv(env, (path, message) => ctx.addIssue({ code: 'custom', path: [path], message }));
    const upstreamUsed =
      env.PROVIDER === 'upstream' ||
      CAPABILITIES.some((c) => env[`PROVIDER_${c.toUpperCase()}` as keyof typeof env] === 'upstream');
    if (upstreamUsed && !env.UPSTREAM_BASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['UPSTREAM_BASE_URL'], message: 'is required when a capability uses the upstream provider' });
    }
    if (upstreamUsed && !env.UPSTREAM_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['UPSTREAM_API_KEY'], message: 'is required when a capability uses the upstream provider' });
    }
  });

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  // reportInput: the message tells a variable that must be set from one set wrong.
  const parsed = schema.safeParse(cleaned, { reportInput: true });
  if (!parsed.success) {
    // A ConfigurationError: server.ts says it in one line, without a stack trace.
    throw new ConfigurationError(`Invalid configuration: ${describeError(parsed.error)}. See .env.example.`);
  }
  return parsed.data;
}

/** The port given with -p, held to PORT's rule. */
export function portFlag(value: string): number {
  const parsed = coreEnv.PORT.safeParse(value, { reportInput: true });
  if (!parsed.success) throw new ConfigurationError(`-p: ${ruleOf(parsed.error.issues[0]!)}`);
  return parsed.data;
}

let cached: Env | undefined;
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvForTests(): void {
  cached = undefined;
}
