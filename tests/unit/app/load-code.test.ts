import { describe, expect, it } from 'vitest';
import { CODE_LOAD_RETRY_DELAYS_MS } from '../../../machines/layout/constants.ts';
import { loadCode } from '../../../src/app/load-code.ts';

/** A download that fails `failures` times, then succeeds; and the waits loadCode asked for. */
function flakyDownload(failures: number) {
  const waits: number[] = [];
  let attempts = 0;
  const load = async () => {
    attempts += 1;
    if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: 'module' };
  };
  const sleep = async (ms: number) => void waits.push(ms);
  return { load, sleep, waits, attempts: () => attempts };
}

describe('code loaded on demand', () => {
  it('[PX-05-025] the delays are 0.5 s and then 1.5 s', () => {
    expect(CODE_LOAD_RETRY_DELAYS_MS).toEqual([500, 1500]);
  });

  it('[PX-05-025] a download that fails twice is asked for again after 0.5 s and 1.5 s, and the third answer is used', async () => {
    const download = flakyDownload(2);
    await expect(loadCode(download.load, download.sleep)).resolves.toEqual({ default: 'module' });
    expect(download.waits).toEqual([500, 1500]);
    expect(download.attempts()).toBe(3);
  });

  it('[PX-05-025] after three failed downloads the load fails with the last error, and is not tried a fourth time', async () => {
    const download = flakyDownload(3);
    await expect(loadCode(download.load, download.sleep)).rejects.toThrow('Failed to fetch dynamically imported module');
    expect(download.attempts()).toBe(3);
  });

  it('[PX-05-025] a download that works at once waits for nothing', async () => {
    const download = flakyDownload(0);
    await loadCode(download.load, download.sleep);
    expect(download.waits).toEqual([]);
  });
});
