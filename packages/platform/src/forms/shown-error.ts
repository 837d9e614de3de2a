/** The part of a react-final-form field's `meta` this needs; keeps final-form out of the platform. */
export interface FieldErrorMeta {
  submitFailed?: boolean;
  error?: unknown;
  submitError?: unknown;
}

/**
 * The message a field shows: none until a submit was tried, then the validation error (or the
 * submission error) following every change (validate on submit, revalidate on
 * change). Pairs with `zodValidate`, which produces the errors.
 */
export function shownError(meta: FieldErrorMeta): string | undefined {
  if (!meta.submitFailed) return undefined;
  if (typeof meta.error === 'string') return meta.error;
  return typeof meta.submitError === 'string' ? meta.submitError : undefined;
}
