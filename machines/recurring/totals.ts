// Annual totals of a standing order (SH §2 "recurring order details", SH §3): shipments in a year
// × quantity × unit price, as decimal strings.
import { add, formatDecimal, integer, multiply, parseDecimal, round } from './decimal.ts';
import { shipmentsPerYear, type Schedule } from './schedule.ts';

const MONEY_SCALE = 2;

export interface AnnualTotals {
  numberOfShipments: number;
  totalQuantity: string;
  productAmount: string;
  annualTotal: string;
}

export function annualTotals(schedule: Schedule, quantity: string, unitPrice: string, estimatedTax = '0.00'): AnnualTotals {
  const shipments = integer(shipmentsPerYear(schedule));
  const totalQuantity = multiply(shipments, parseDecimal(quantity));
  const productAmount = round(multiply(totalQuantity, parseDecimal(unitPrice)), MONEY_SCALE);
  return {
    numberOfShipments: Number(shipments.units),
    totalQuantity: formatDecimal(totalQuantity),
    productAmount: formatDecimal(productAmount),
    annualTotal: formatDecimal(round(add(productAmount, parseDecimal(estimatedTax)), MONEY_SCALE)),
  };
}
