import { describe, expect, it } from 'vitest';
import { inTurn } from './in-turn';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('inTurn', () => {
  it('runs tasks of one key one after another, and tasks of other keys meanwhile', async () => {
    const events: string[] = [];
    const task = (name: string) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([inTurn('a', task('a1')), inTurn('a', task('a2')), inTurn('b', task('b1'))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(events.indexOf('a1 end')).toBeLessThan(events.indexOf('a2 start'));
    expect(events.indexOf('b1 start')).toBeLessThan(events.indexOf('a1 end'));
  });

  it('goes on with the next task after one fails, and gives the failure to its own caller', async () => {
    const failing = inTurn('c', async () => {
      await tick();
      throw new Error('no room');
    });
    const next = inTurn('c', async () => 'ran');
    await expect(failing).rejects.toThrow('no room');
    await expect(next).resolves.toBe('ran');
  });
});
