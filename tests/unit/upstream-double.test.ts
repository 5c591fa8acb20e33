import { describe, expect, it } from 'vitest';
import { specEndpoints, successEnvelope } from '@/lib/contract';
import { UPSTREAM_SAMPLES } from '../support/upstream-samples';

describe('the upstream test double', () => {
  it.each(specEndpoints.map((e) => [e.id, e] as const))('answers %s with a result the contract accepts', (id, endpoint) => {
    const parsed = successEnvelope(endpoint.response).safeParse({ status: true, message: 'success', result: UPSTREAM_SAMPLES[id] });
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
  });
});
