import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { requestLineText, type RequestLine } from './log';

/** The line pino itself writes for the same fields, as the request line was written before. */
function pinoLine(line: RequestLine, time: number): string {
  let text = '';
  const sink = new Writable({
    write(chunk, _encoding, done) {
      text += String(chunk);
      done();
    },
  });
  pino({ base: undefined, timestamp: () => `,"time":${time}` }, sink).info(line, 'request');
  return text;
}

describe('the request line', () => {
  const line: RequestLine = { requestId: '3b241101-e2bb-4255-8caf-4136c566a962', endpoint: 'translate.detect', method: 'POST', status: 200, ms: 3 };

  it('is the line pino writes for the same fields, byte for byte', () => {
    expect(requestLineText(line, 1_790_000_000_000)).toBe(pinoLine(line, 1_790_000_000_000));
  });

  it('stays one line of valid JSON whatever the strings hold', () => {
    const odd = { ...line, endpoint: 'front:"quoted"\\', method: 'M\nX' };
    const text = requestLineText(odd, 1);
    expect(text.endsWith('\n')).toBe(true);
    expect(text.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(text)).toEqual({ level: 30, time: 1, ...odd, msg: 'request' });
  });
});
