import { twoPeopleFrom } from '../../vision/test-support/two-people';
import { fixtureBytes } from '../test-support/fixtures';

/** Two people side by side: the astronaut portrait and a mirrored, slightly darker copy (for per-face loops). */
export const twoPeople = (): Promise<Uint8Array> => twoPeopleFrom(fixtureBytes('astronaut.jpg'));
