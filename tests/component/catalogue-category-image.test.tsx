// @vitest-environment jsdom
// The category header image through content delivery: the category's image carries its content
// key, the page reads the image by that key from the site's managed content, and a failed read
// falls back to the image's own URL.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { categoryImageInfo } from '../../machines/catalogue/category-loader.ts';
import { renderCatalogue } from './catalogue-harness.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const EEG_KEY = 'MC00000000000000000000000009';
const DELIVERY = `/services/data/v64.0/connect/sites/0DM000000000001/cms/delivery/contents/${EEG_KEY}`;

async function headerImage() {
  const heading = await screen.findByRole('heading', { level: 1, name: 'EEG Electrodes & Caps' });
  return within(heading.closest('header')!);
}

describe('category header image', () => {
  it('[CC-1-011][CC-3-020] the image info keeps the content key and the URL for the fallback', () => {
    expect(categoryImageInfo({ url: '/assets/a.svg', alternateText: 'A', contentKey: EEG_KEY })).toEqual({ contentKey: EEG_KEY, url: '/assets/a.svg', altText: 'A' });
    expect(categoryImageInfo({ url: '/assets/a.svg' })).toEqual({ contentKey: null, url: '/assets/a.svg', altText: '' });
    expect(categoryImageInfo(null)).toBeNull();
  });

  it('[CC-1-011][CC-3-021] the header image is read by its content key through content delivery, and shows what that read answers', async () => {
    const view = renderCatalogue('/category/eeg-electrodes-caps/0ZG000000000111', {
      deliveredContent: { [EEG_KEY]: { url: '/cms-media/eeg-electrodes-banner.svg', altText: 'EEG cup electrodes and a 32-channel cap' } },
    });
    const header = await headerImage();
    const image = await header.findByRole('img', { name: 'EEG cup electrodes and a 32-channel cap' });
    expect(image.getAttribute('src')).toBe('/cms-media/eeg-electrodes-banner.svg');
    const read = view.server.requests.find((request) => request.path === DELIVERY);
    expect(read).toBeDefined();
    expect(read!.query.get('includeContentBody')).toBe('true');
    // The category itself carried the key and its own (different) URL.
    const category = view.server.requests.find((request) => request.path.endsWith('/product-categories/0ZG000000000111'));
    expect(category).toBeDefined();
  });

  it('[CC-8-023][CC-8-024] when the content read fails the image falls back to its own URL with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderCatalogue('/category/eeg-electrodes-caps/0ZG000000000111', { deliveredContent: { [EEG_KEY]: null } });
    const header = await headerImage();
    await waitFor(() => expect(header.getByRole('img').getAttribute('src')).toBe('/assets/category-eeg-electrodes-caps.svg'));
    expect(warn).toHaveBeenCalledWith('failed to fetch image with contentKey and SiteId');
  });
});
