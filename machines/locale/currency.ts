// Currency choice for a locale (SH §4 "Currency choice").
export interface CurrencySettings {
  sessionDrivenCurrency: boolean;
  supportedCurrencies: readonly string[];
  defaultCurrency: string | null;
  markets: readonly Readonly<Record<string, string>>[];
}

/**
 * None when the currency is session-driven; the only supported currency when there is one;
 * else the locale's market currency when supported; else the default currency.
 */
export function chooseCurrency(settings: CurrencySettings, locale: string): string | undefined {
  if (settings.sessionDrivenCurrency) return undefined;
  if (settings.supportedCurrencies.length === 1) return settings.supportedCurrencies[0];
  const mapped = settings.markets.find((market) => locale in market)?.[locale];
  return settings.supportedCurrencies.find((currency) => currency === mapped) ?? settings.defaultCurrency ?? undefined;
}
