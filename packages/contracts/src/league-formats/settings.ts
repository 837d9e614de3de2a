// A league's format settings as the standings read them, from the league row as stored (an
// unknown format or unreadable options fall back to the defaults).
import { DEFAULT_LEAGUE_FORMAT, LEAGUE_FORMATS, resolveFormatOptions, type FormatOptions, type LeagueFormat } from './options';

export interface FormatSettings {
  format: LeagueFormat;
  options: FormatOptions;
  /** yyyy-MM-dd: the first window's first day (the creation day unless one was chosen) */
  startDate: string;
  endDate: string | null;
}

export interface StoredFormat {
  format: string | null;
  formatOptions: string | null;
  startDate: string | Date | null;
  endDate: string | Date | null;
  createdAt: string | Date;
}

const day = (value: string | Date) => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

function parseOptions(text: string | null): Partial<FormatOptions> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' ? (value as Partial<FormatOptions>) : {};
  } catch {
    return {};
  }
}

export function formatSettingsOf(stored: StoredFormat): FormatSettings {
  const format = (LEAGUE_FORMATS as readonly string[]).includes(stored.format ?? '')
    ? (stored.format as LeagueFormat)
    : DEFAULT_LEAGUE_FORMAT;
  return {
    format,
    options: resolveFormatOptions(parseOptions(stored.formatOptions)),
    startDate: day(stored.startDate ?? stored.createdAt),
    endDate: stored.endDate ? day(stored.endDate) : null,
  };
}
