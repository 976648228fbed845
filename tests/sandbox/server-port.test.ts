// PX-59-004: the standalone store's port from PORT (sandbox/server.ts, sandbox/clock.ts and the e2e
// server read it through portFromEnv): an empty PORT is unset, so `PORT= npm start` serves on 4173
// instead of a random port nobody is told.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PORT, portFromEnv } from '../../sandbox/config.ts';

describe('the store port from PORT', () => {
  it('[PX-59-004] unset, empty or blank PORT is the default port 4173', () => {
    expect(DEFAULT_PORT).toBe(4173);
    expect(portFromEnv({})).toBe(4173);
    expect(portFromEnv({ PORT: '' })).toBe(4173);
    expect(portFromEnv({ PORT: '  ' })).toBe(4173);
  });

  it('[PX-59-004] a given port is used, 0 included (a free port asked for on purpose); another default can be named', () => {
    expect(portFromEnv({ PORT: '5450' })).toBe(5450);
    expect(portFromEnv({ PORT: ' 5450 ' })).toBe(5450);
    expect(portFromEnv({ PORT: '0' })).toBe(0);
    expect(portFromEnv({ PORT: '' }, 4174)).toBe(4174);
    expect(portFromEnv({ PORT: '65535' })).toBe(65535);
  });

  it('[PX-59-004] a PORT that is not a port is refused with what was given, never read as 0', () => {
    for (const bad of ['http', '80.5', '-1', '65536', '0x10', '1e3']) expect(() => portFromEnv({ PORT: bad })).toThrow(`got '${bad}'`);
  });
});
