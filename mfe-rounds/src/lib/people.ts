// Number display shared by the rounds screens.
/** Decimal strings from the API ("12.40") as short numbers ("12.4"); '-' when absent. */
export function decimalText(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const number = Number(value);
  return Number.isFinite(number) ? String(Math.round(number * 100) / 100) : '-';
}
