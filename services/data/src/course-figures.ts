// Course figures between the API (numbers and arrays) and the tables (DECIMAL, JSON text).
import { courseRatingsOf, type CourseRatings } from '@fairway/contracts';

/** The figure columns a course and a round both have (attributes to read with a row). */
export const FIGURE_COLUMNS = ['holes', 'par', 'rating', 'slope', 'holePars', 'strokeIndex'] as const;

/** The stored columns of a course or a round (raw rows: DECIMAL a string on MySQL). */
export interface StoredFigures {
  holes: number | string;
  par: number | string;
  rating: number | string;
  slope: number | string;
  holePars: string | null;
  strokeIndex: string | null;
}

function numbers(text: string | null | undefined): number[] | null {
  if (!text) return null;
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) ? value.map(Number) : null;
}

export function figuresFromRow(row: StoredFigures): CourseRatings {
  return courseRatingsOf({
    holes: Number(row.holes) === 9 ? 9 : 18,
    par: Number(row.par),
    rating: Number(row.rating),
    slope: Number(row.slope),
    holePars: numbers(row.holePars),
    strokeIndex: numbers(row.strokeIndex),
  });
}

/** The columns to write. */
export interface FigureColumns {
  holes: number;
  par: number;
  rating: number;
  slope: number;
  holePars: string | null;
  strokeIndex: string | null;
}

export function figuresToRow(figures: CourseRatings): FigureColumns {
  return {
    holes: figures.holes,
    par: figures.par,
    rating: figures.rating,
    slope: figures.slope,
    holePars: figures.holePars ? JSON.stringify(figures.holePars) : null,
    strokeIndex: figures.strokeIndex ? JSON.stringify(figures.strokeIndex) : null,
  };
}

export function holeScoresFromText(text: string | null | undefined): number[] | null {
  return numbers(text);
}
