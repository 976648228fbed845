// The store logo: an image linking to Home (SH-2-046) with the alt text, width and maximum height
// of the current header variant (SH-2-047..SH-2-051).
import { Link } from 'react-router';
import type { LogoVariant } from '../../../machines/layout/header-slots.ts';
import './Logo.css';

export interface LogoProps {
  imageUrl: string;
  variant: LogoVariant;
  /** The image's intrinsic size, so its box is reserved before it loads. */
  intrinsic: { width: number; height: number };
  to?: string;
}

export function Logo({ imageUrl, variant, intrinsic, to = '/' }: LogoProps) {
  return (
    <Link to={to} className="store-logo" data-testid="store-logo">
      <img
        className="store-logo__image"
        src={imageUrl}
        alt={variant.altText}
        width={intrinsic.width}
        height={intrinsic.height}
        data-mark-only={variant.markOnly || undefined}
        style={
          variant.markOnly
            ? { width: `${variant.width}px`, height: `${variant.maxHeight}px`, maxHeight: `${variant.maxHeight}px` }
            : { maxWidth: `${variant.width}px`, maxHeight: `${variant.maxHeight}px` }
        }
        decoding="async"
      />
    </Link>
  );
}
