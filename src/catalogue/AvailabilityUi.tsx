// Availability from inventory levels: in stock with the quantity available, or out of stock.
import type { Availability } from '../../machines/catalogue/availability.ts';
import { availabilityLabels } from '../labels/catalogue.ts';
import './AvailabilityUi.css';

export function availabilityText(availability: Availability): string {
  if (availability.status === 'inStock') return availabilityLabels.inStock(availability.available);
  if (availability.status === 'outOfStock') return availabilityLabels.outOfStock;
  return availabilityLabels.unknown;
}

export function AvailabilityUi({ availability, compact = false }: { availability: Availability; compact?: boolean }) {
  return (
    <p className={`availability availability--${availability.status}${compact ? ' availability--compact' : ''}`}>
      <span className="availability__dot" aria-hidden="true" />
      {availabilityText(availability)}
    </p>
  );
}
