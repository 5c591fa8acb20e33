import { writeFileSync } from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { withSignal } from './context';
import { failureOutcome, RouteCallContext } from './route-support';

/** A logger that records what it was asked to log at error level. */
function scope() {
  const errors: string[] = [];
  const log = { error: (_fields: unknown, message: string) => errors.push(message) };
  return { errors, scope: { requestId: 'req-1', log: log as never } };
}

/** The error a real write to a full device throws. */
function caught(write: () => void): unknown {
  try {
    write();
  } catch (error) {
    return error;
  }
  throw new Error('the write did not fail');
}

describe('failureOutcome', () => {
  it('answers a full disk (ENOSPC from a real write to /dev/full) as 507 insufficient_storage, logged for the operator', () => {
    const error = caught(() => writeFileSync('/dev/full', 'some bytes'));
    expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
    const { errors, scope: s } = scope();
    const outcome = failureOutcome(error, { 'x-request-id': 'req-1' }, s);
    expect(outcome.status).toBe(507);
    expect(outcome.body).toMatchObject({ status: false, code: 'insufficient_storage', request_id: 'req-1' });
    expect((outcome.body as { message: string }).message).toBe("The server's disk is full, so this could not be stored; try again later (the operator must free space).");
    expect(outcome.headers['x-request-id']).toBe('req-1');
    expect(errors).toEqual(['disk full']);
  });

  it('answers a full SQLite database (SQLITE_FULL, for real) the same way', () => {
    const db = new Database(':memory:');
    db.pragma('max_page_count = 2');
    db.exec('create table t (v text)');
    const error = caught(() => {
      for (let i = 0; i < 1000; i++) db.prepare('insert into t values (?)').run('x'.repeat(1000));
    });
    db.close();
    expect((error as { code: string }).code).toBe('SQLITE_FULL');
    const outcome = failureOutcome(error, {}, scope().scope);
    expect(outcome.status).toBe(507);
    expect((outcome.body as { code: string }).code).toBe('insufficient_storage');
  });

  it('answers a database that cannot be reached (real node-postgres errors) as 503 unavailable with Retry-After', async () => {
    // Refused: a port nothing listens on. Timed out: a server that accepts and never answers.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const silent = net.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const silentPort = (silent.address() as AddressInfo).port;
    const failure = (port: number) => {
      const pool = new pg.Pool({ connectionString: `postgres://nobody@127.0.0.1:${port}/none`, connectionTimeoutMillis: 300 });
      return pool.query('select 1').then(
        () => Promise.reject(new Error('the query did not fail')),
        async (error: unknown) => {
          await pool.end();
          return error;
        },
      );
    };
    try {
      for (const error of [await failure(closedPort), await failure(silentPort)]) {
        const { errors, scope: s } = scope();
        const outcome = failureOutcome(error, {}, s);
        expect(outcome.status, String(error)).toBe(503);
        expect(outcome.body).toMatchObject({ code: 'unavailable', message: 'A service this server depends on could not be reached (its log says which); try again shortly.' });
        expect(outcome.headers['Retry-After']).toBe('5');
        expect(errors).toEqual(['dependency unreachable']);
      }
    } finally {
      silent.close();
    }
  });

  it('keeps an ApiError as it is, and any other error a 500 that shows only the request id', () => {
    const { errors, scope: s } = scope();
    expect(failureOutcome(new ApiError('invalid_input', 'text: is required'), {}, s)).toMatchObject({ status: 400, body: { code: 'invalid_input', message: 'text: is required' } });
    const other = failureOutcome(new TypeError('x is undefined'), {}, s);
    expect(other).toMatchObject({ status: 500, body: { code: 'internal_error', message: 'Internal error; quote request id req-1 when reporting it.' } });
    expect(errors).toEqual(['unexpected error']);
  });
});

describe('RouteCallContext', () => {
  function context() {
    let made = 0;
    const callScope = {
      requestId: 'req-2',
      headers: {},
      done: () => {},
      get log() {
        made += 1;
        return { child: 'logger' } as never;
      },
    };
    const hangUp = new AbortController();
    const ctx = new RouteCallContext(callScope, {
      request: { signal: hangUp.signal, url: 'http://127.0.0.1/api/x' },
      params: { id: 'a' },
      caller: { kind: 'anonymous', accountId: null, credentialId: null, scope: null },
      origin: 'http://127.0.0.1',
      provider: {} as never,
      onHangUp: () => () => {},
    });
    return { ctx, hangUp, made: () => made };
  }

  it('makes its logger only when a handler asks, and reads the signal from its request', () => {
    const { ctx, hangUp, made } = context();
    expect(made()).toBe(0);
    expect(ctx.log).toEqual({ child: 'logger' });
    expect(made()).toBe(1);
    expect(ctx.signal).toBe(hangUp.signal);
    expect(ctx.requestId).toBe('req-2');
  });

  it('withSignal gives the same call under another signal, its logger and fields still there (a spread would drop the getters)', () => {
    const { ctx, hangUp } = context();
    const stream = new AbortController();
    const under = withSignal(ctx, stream.signal);
    expect(under.signal).toBe(stream.signal);
    expect(under.log).toEqual({ child: 'logger' });
    expect(under.params).toEqual({ id: 'a' });
    expect(under.request.url).toBe('http://127.0.0.1/api/x');
    // The original is untouched, and a spread loses what the class keeps on its prototype.
    expect(ctx.signal).toBe(hangUp.signal);
    expect('log' in { ...ctx }).toBe(false);
  });
});
