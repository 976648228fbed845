// SH §9 constants that live in the stylesheets: read from the CSS the pages load, block by block, so a
// changed breakpoint or radius fails here (the e2e layout specs check the rendered result at 375/800/1280).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** The declarations of `selector` inside the at-rule `media` (or at the top level when none). */
function block(file: string, selector: string, media?: string): string {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const scope = media ? css.slice(css.indexOf(`@media ${media} {`)) : css;
  if (media && !css.includes(`@media ${media} {`)) return '';
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`(?:^|[\\s,}])${escaped}\\s*(?:,[^{]*)?\\{([^}]*)\\}`).exec(scope);
  return match?.[1] ?? '';
}

describe('stylesheet constants (SH §9)', () => {
  it('[SH-9-017] at 480px or less the modal takes the whole screen and the picker lists one column', () => {
    expect(block('src/components/modal/modal.css', '.krm-modal', '(max-width: 480px)')).toMatch(/width:\s*100%/);
    expect(block('src/components/locale-picker/locale-picker.css', '.krm-picker__grid', '(max-width: 480px)')).toMatch(/grid-template-columns:\s*minmax\(0, 1fr\)/);
  });

  it('[SH-9-039] a layout item that may shrink never gets narrower than 36px', () => {
    expect(block('src/components/layout/layout-grid.css', '.krm-layout__item--shrink')).toMatch(/min-inline-size:\s*36px\s*;/);
  });

  it('[SH-9-040][SH-9-041] a help tip sits 16 below its button and is at least 75px wide', () => {
    const bubble = block('src/components/help-tip/help-tip.css', '.krm-helptip__bubble');
    expect(bubble).toMatch(/margin-top:\s*16px\s*;/);
    expect(bubble).toMatch(/min-inline-size:\s*75px\s*;/);
  });

  it('[SH-9-035] the search input has square corners', () => {
    expect(block('src/components/search/SearchInput.css', '.search-input__field')).toMatch(/border-radius:\s*0\s*;/);
  });

  it('[SH-9-050] below 48em the profile menu shows its icon only, its names kept for assistive technology', () => {
    const names = block('src/components/profile-menu/profile-menu.css', '.krm-profile__names', '(max-width: 47.9375em)');
    expect(names).toMatch(/position:\s*absolute/);
    expect(names).toMatch(/clip:\s*rect\(0 0 0 0\)/);
  });

  it('[SH-3-086] the navigation takes each theme style key: text and hover colours, background and hover background, bar borders active and inactive, drill-down borders active and inactive', () => {
    const css = 'src/components/navigation/navigation.css';
    const uses = (selector: string, property: string, key: string) =>
      expect(block(css, selector), `${selector} ${property}`).toMatch(new RegExp(`(?:^|[;\\s])${property}:[^;]*var\\(--nav-${key},`));
    for (const entry of ['.krm-navbar__link', '.krm-drill__link']) {
      uses(entry, 'color', 'text-color');
      uses(entry, 'background', 'background-color');
    }
    uses('.krm-navbar__link', 'border-bottom', 'border-bottom-inactive');
    uses('.krm-navbar__parent:hover', 'color', 'text-hover-color');
    uses('.krm-navbar__parent:hover', 'background', 'background-hover');
    uses(".krm-navbar__parent[aria-expanded='true']", 'border-bottom-color', 'border-bottom-active');
    uses('.krm-drill__link', 'border-left', 'border-left-inactive');
    uses('.krm-drill__parent:hover', 'color', 'text-hover-color');
    uses('.krm-drill__parent:hover', 'background', 'background-hover');
    uses('.krm-drill__parent:hover', 'border-left-color', 'border-left-active');
  });
});
