// The media gallery: the chosen image large, the others as thumbnail buttons.
import { useState } from 'react';
import type { MediaItem } from '../../../machines/catalogue/product-detail.ts';
import { productLabels } from '../../labels/catalogue.ts';
import { GALLERY_IMAGE, GALLERY_THUMB_IMAGE } from '../../../machines/media/media-path.ts';
import { CatalogueImage } from '../CatalogueImage.tsx';

export function GalleryUi({ images, productName }: { images: MediaItem[]; productName: string }) {
  const [chosen, setChosen] = useState(0);
  const current = images[Math.min(chosen, images.length - 1)];
  return (
    <section className="gallery" aria-label={productLabels.gallery}>
      <div className="gallery__main">
        <CatalogueImage src={current?.url} alt={current?.alternateText || productName} geometry={GALLERY_IMAGE} priority />
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, index) => (
            <li key={image.url}>
              <button type="button" className="gallery__thumb" aria-pressed={index === chosen} onClick={() => setChosen(index)} aria-label={productLabels.showImage(index + 1, images.length)}>
                <CatalogueImage src={image.url} alt="" geometry={GALLERY_THUMB_IMAGE} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
