// Issue 13: views and hooks take their API calls from src/api/adapters/, never from the API areas
// themselves.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');

// Across line breaks too (`api.search\n  .suggestions(` is a call all the same).
const AREA_CALL = /\bapi\s*\.\s*\w+\s*\.\s*\w+\s*\(/;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [relative(ROOT, path)] : [];
  });
}

describe('views call the API through adapters', () => {
  it('[PX-58-007] no view or hook outside src/api/ calls an API area itself', () => {
    const calling = sourceFiles(join(ROOT, 'src'))
      .filter((file) => !file.startsWith('src/api/'))
      .filter((file) => AREA_CALL.test(readFileSync(join(ROOT, file), 'utf8')));
    expect(calling).toEqual([]);
  });

  it('[PX-58-007] the pattern finds a call split over lines and passes an adapter given the api', () => {
    expect(AREA_CALL.test('api.search\n        .suggestions({ searchTerm }, signal)')).toBe(true);
    expect(AREA_CALL.test('api.orders.approvals({ pageSize: 100 })')).toBe(true);
    expect(AREA_CALL.test('readApprovals(api, signal)')).toBe(false);
    expect(AREA_CALL.test('wishlistChoiceStep(api.wishlists)')).toBe(false);
  });
});
