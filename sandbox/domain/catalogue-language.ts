// Catalogue text in the request's language (issue 30 part 3): the real API's `language` query
// parameter on catalogue reads. Names and descriptions of products and categories, and facet and
// attribute display names, are answered in that language where the fixtures carry them, each field
// falling back to English on its own (PX-79-002); English or an unknown language answers English.
import {
  attributeLabelTranslations, categoryTranslations, menuLabelTranslations, productTranslations, type CatalogueLanguage, type TextTranslation,
} from '../../fixtures/translations.ts';
import type { Category, NavigationMenuItem, Product } from '../../fixtures/types.ts';

/** PX-79-001: 'fr', 'fr_FR', 'fr-CA', 'de_DE'… name a language by their first part; English and others have no translation. */
export function catalogueLanguage(language: string | undefined): CatalogueLanguage | undefined {
  const code = language?.split(/[_-]/)[0]?.toLowerCase();
  return code === 'fr' || code === 'de' ? code : undefined;
}

function text(table: Record<string, Partial<Record<CatalogueLanguage, TextTranslation>>>, key: string, language: CatalogueLanguage | undefined): TextTranslation {
  return (language && table[key]?.[language]) || {};
}

export function localProduct(p: Product, language: CatalogueLanguage | undefined): Product {
  const t = text(productTranslations, p.id, language);
  return t.name || t.description ? { ...p, name: t.name ?? p.name, description: t.description ?? p.description } : p;
}

export function localCategory<C extends Pick<Category, 'id' | 'name' | 'description'>>(c: C, language: CatalogueLanguage | undefined): C {
  const t = text(categoryTranslations, c.id, language);
  return t.name || t.description ? { ...c, name: t.name ?? c.name, description: t.description ?? c.description } : c;
}

/** A facet's or attribute's display name, from its English label. */
export function localLabel(label: string, language: CatalogueLanguage | undefined): string {
  return text(attributeLabelTranslations, label, language).name ?? label;
}

/**
 * PX-88-001: a navigation menu in a language: an item that opens a category is labelled with the
 * category's name in it, any other with the fixtures' label, each falling back to English.
 */
export function localMenuItems<I extends Pick<NavigationMenuItem, 'label' | 'pageReference'> & { subMenu: I[] }>(items: readonly I[], language: CatalogueLanguage | undefined): I[] {
  if (!language) return [...items];
  return items.map((item) => {
    const ref = item.pageReference?.attributes;
    const local = ref?.objectApiName === 'ProductCategory' && ref.recordId ? text(categoryTranslations, ref.recordId, language) : text(menuLabelTranslations, item.label, language);
    return { ...item, label: local.name ?? item.label, subMenu: localMenuItems(item.subMenu, language) };
  });
}

/**
 * PX-88-002: a product's names in the store's other languages, each also without its accents
 * ('électrodes' and 'electrodes'), so a French or German buyer finds it by the words they read.
 */
export function productNamesElsewhere(id: string): string[] {
  const names = Object.values(productTranslations[id] ?? {}).flatMap((t) => (t.name ? [t.name] : []));
  return names.flatMap((name) => {
    const plain = name.normalize('NFD').replace(/\p{Diacritic}/gu, '');
    return plain === name ? [name] : [name, plain];
  });
}
