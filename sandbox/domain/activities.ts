// Tracked activities and the recent searches read back from them (PX-03-026: each shopper's own).
// Suggestions are asked for on every keystroke, mostly by shoppers who have searched nothing, so
// the owners having searches are kept in memory per database: loaded from it once, and added to
// before each search activity is written (activities are never deleted). Only their suggestions
// query the table.
import type { Queryable } from '../db/index.ts';

const SEARCH_ACTIVITIES = ['viewSearch', 'clickSearch'];
const SEARCH_ACTIVITIES_SQL = SEARCH_ACTIVITIES.map((name) => `'${name}'`).join(', ');

const searchOwners = new WeakMap<Queryable, Promise<Set<string>>>();

function ownersWithSearches(q: Queryable): Promise<Set<string>> {
  let owners = searchOwners.get(q);
  if (!owners) {
    owners = q
      .query<{ owner: string }>(`SELECT DISTINCT owner FROM activities WHERE name IN (${SEARCH_ACTIVITIES_SQL}) AND owner IS NOT NULL`)
      .then((rows) => new Set(rows.map((r) => r.owner)));
    // A failed read is retried by the next caller rather than kept.
    owners.catch(() => searchOwners.delete(q));
    searchOwners.set(q, owners);
  }
  return owners;
}

/**
 * PX-53-014: the fields each activity needs before it is recorded: a search's text (not blank) with
 * its products or suggestions, a product activity's products, a category's id, a recommendation's
 * recommender, uuid and products; an activity of another name is never complete.
 */
const ACTIVITY_NEEDS: Record<string, (body: any) => boolean> = {
  clickSearch: (b) => !!b.searchText?.trim() && b.products?.length > 0,
  viewSearch: (b) => !!b.searchText?.trim() && b.products?.length > 0,
  clickSearchSuggestion: (b) => !!b.searchText?.trim() && b.suggestions?.length > 0,
  viewSearchSuggestion: (b) => !!b.searchText?.trim() && b.suggestions?.length > 0,
  addToCart: (b) => b.products?.length > 0,
  viewProduct: (b) => b.products?.length > 0,
  viewCategory: (b) => !!b.categoryId,
  clickCategory: (b) => !!b.categoryId,
  clickReco: (b) => !!b.recommenderName && !!b.uuid && b.products?.length > 0,
  viewReco: (b) => !!b.recommenderName && !!b.uuid && b.products?.length > 0,
};

export function hasActivityFields(name: string, body: unknown): boolean {
  return Object.hasOwn(ACTIVITY_NEEDS, name) && ACTIVITY_NEEDS[name]!(body);
}

export async function recordActivity(q: Queryable, name: string, doc: unknown, owner: string): Promise<void> {
  if (SEARCH_ACTIVITIES.includes(name)) (await ownersWithSearches(q)).add(owner);
  await q.query('INSERT INTO activities (name, doc, owner) VALUES ($1, $2, $3)', [name, JSON.stringify(doc), owner]);
}

/** `%` and `_` of a term match themselves, not any text (PX-10-008). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner's distinct search texts starting with `term` (lower case), at most `limit`. */
export async function recentSearches(q: Queryable, owner: string, term: string, limit: number): Promise<string[]> {
  if (!(await ownersWithSearches(q)).has(owner)) return [];
  const rows = await q.query<{ text: string }>(
    `SELECT DISTINCT doc->>'searchText' AS text FROM activities WHERE owner = $3 AND name IN (${SEARCH_ACTIVITIES_SQL}) AND lower(doc->>'searchText') LIKE $1 ESCAPE '\\' LIMIT $2`,
    [`${escapeLike(term)}%`, limit, owner],
  );
  return rows.map((r) => r.text);
}
