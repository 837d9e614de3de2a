/** The part of a zod schema this adapter needs; keeps zod itself out of the platform bundle. */
interface SafeParseSchema {
  safeParse(values: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  };
}

function setIn(target: Record<string | number, unknown> | unknown[], path: ReadonlyArray<PropertyKey>, message: string): void {
  let node = target as Record<string | number, unknown>;
  for (let index = 0; index < path.length; index++) {
    const key = path[index] as string | number;
    if (index === path.length - 1) {
      // First message wins: zod lists issues in check order, the spec shows the first.
      if (node[key] === undefined) node[key] = message;
      return;
    }
    if (typeof node[key] !== 'object' || node[key] === null) {
      node[key] = typeof path[index + 1] === 'number' ? [] : {};
    }
    node = node[key] as Record<string | number, unknown>;
  }
}

/**
 * A react-final-form `validate` function from a zod schema: `{ field: message }`, nested for
 * objects and arrays (`{ courses: [{ name: 'Course name is required' }] }`). The one form adapter.
 */
export function zodValidate(schema: SafeParseSchema): (values: object) => Record<string, unknown> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success || !result.error) return {};
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      // Form-level issues (empty path) have no field to attach to; final-form uses FORM_ERROR.
      const path = issue.path.length > 0 ? issue.path.filter((key) => typeof key !== 'symbol') : ['FINAL_FORM/form-error'];
      setIn(errors, path, issue.message);
    }
    return errors;
  };
}
