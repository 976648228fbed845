// PX-89-001: the catalogue's units of measure read in the page's language; a unit the store has no
// word for reads as the catalogue sent it. The expected words are the catalogue files', read here.
import MessageFormat from '@messageformat/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useCatalogueFiles, type Messages } from '../../../src/i18n/apply-catalogue.ts';
import { unitWord } from '../../../src/labels/units.ts';

const catalogue = (language: string) => JSON.parse(readFileSync(new URL(`../../../src/labels/${language}/units.json`, import.meta.url), 'utf8')) as Record<string, string>;

describe('units of measure', () => {
  it('[PX-89-001] English as sent; in French each unit the catalogue has, the rest as sent', () => {
    expect(['Each', 'Pack', 'Box', 'Case', 'Dozen'].map(unitWord)).toEqual(['Each', 'Pack', 'Box', 'Case', 'Dozen']);
    const french = catalogue('fr');
    const format = new MessageFormat('fr');
    useCatalogueFiles({ 'units.json': Object.fromEntries(Object.entries(french).map(([key, message]) => [key, format.compile(message)])) as Messages });
    expect(['Each', 'Pack', 'Box', 'Case'].map(unitWord)).toEqual(['unitLabels.Each', 'unitLabels.Pack', 'unitLabels.Box', 'unitLabels.Case'].map((key) => french[key]));
    expect(unitWord('Pack')).not.toBe('Pack');
    expect(unitWord('Dozen')).toBe('Dozen');
    // An inherited name is no unit.
    expect(unitWord('toString')).toBe('toString');
  });
});
