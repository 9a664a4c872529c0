import {
  divideRounded,
  MEASURE_SCALE,
  scaledToText,
  toCents,
  toSafeNumber,
  toThousandths,
} from './exact-decimal.js';

/** product.md §9 display rules, computed exactly so a shown value never differs from the stored one. */

/**
 * A whole number's digits in groups of three: by hand, since the first Intl.NumberFormat of a page loads
 * the locale's data (15 ms of CPU on a desktop, in the middle of a takeover).
 */
export const groupThousands = (digits: string, separator: string): string =>
  digits.replace(/\B(?=(\d{3})+$)/g, separator);

/** USD with 2 decimals and thousands separators: 1234.5 → "$1,234.50", −5 → "-$5.00". */
export function formatUsd(amount: number | string): string {
  const cents = toCents(amount);
  const magnitude = BigInt(Math.abs(cents));
  const fraction = (magnitude % 100n).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${groupThousands((magnitude / 100n).toString(), ',')}.${fraction}`;
}

/** Weight (kg) or volume (m³) with up to 3 decimals, trailing zeros trimmed: 1.500 → "1.5", 2 → "2". */
export function formatMeasure(value: number | string): string {
  return scaledToText(toThousandths(value), MEASURE_SCALE).replace(/\.?0+$/, '');
}

const FILE_SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
const fileSizeFormats = new Map<string, Intl.NumberFormat>();

/**
 * File size in bytes, kB, MB or GB (1024-based, up to 2 decimals) with the units and decimal sign of
 * `locale` (a BCP 47 tag): 1536 → "1.5 kB" in en, "1,5 кБ" in ru, 41 → "41 Б" in ru.
 */
export function formatFileSize(bytes: number, locale: string): string {
  let unit = 0;
  while (unit < FILE_SIZE_UNITS.length - 1 && bytes >= 1024 ** (unit + 1)) unit += 1;
  // Hundredths computed exactly, so 1.175 MB never shows as 1.17 through a float.
  const hundredths = toSafeNumber(
    divideRounded(BigInt(Math.round(Math.max(0, bytes))) * 100n, 1024n ** BigInt(unit)),
  );
  const key = `${locale}|${FILE_SIZE_UNITS[unit]}`;
  let format = fileSizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: FILE_SIZE_UNITS[unit],
      unitDisplay: 'short',
      maximumFractionDigits: 2,
    });
    fileSizeFormats.set(key, format);
  }
  return format.format(hundredths / 100);
}

/** How full a truck is: the percent (1 decimal), the bar width (capped at 0–100) and its text. */
export interface TruckFill {
  percent: number;
  barPercent: number;
  label: string;
}

/** Truck fill percent = current volume ÷ capacity × 100 (volumes in m³); an empty capacity reads as 0 %. */
export function truckFill(currentVolume: number | string, capacity: number | string): TruckFill {
  const capacityThousandths = toThousandths(capacity);
  const tenthsOfPercent =
    capacityThousandths <= 0
      ? 0
      : toSafeNumber(
          divideRounded(BigInt(toThousandths(currentVolume)) * 1000n, BigInt(capacityThousandths)),
        );
  const percent = tenthsOfPercent / 10;
  return {
    percent,
    barPercent: Math.min(100, Math.max(0, percent)),
    label: `${scaledToText(tenthsOfPercent, 1)}%`,
  };
}
