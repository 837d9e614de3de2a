import { z } from './zod';

/** yyyy-MM-dd that names a real calendar day (rejects 2026-02-30). */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => {
      const [y, m, d] = value.split('-').map(Number);
      const date = new Date(Date.UTC(y, m - 1, d));
      return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
    }, message);

/** Optional free text: '' and null both mean "none". */
export const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((value) => (value && value.trim() !== '' ? value : null));

export const idParam = z.object({ id: z.string().min(1).max(64) });
