// What the demo adapter hands back to the platform's baseQuery: RTK Query's own result shape,
// with errors in the same form as a real non-OK answer ("{status}: {body}") so
// errorText() and every failure toast read them like the server's.

export interface DemoError {
  status: number;
  message: string;
}

export type DemoResult = { data: unknown } | { error: DemoError };

export function ok(data: unknown): DemoResult {
  return { data };
}

/** An error the way the services answer it: JSON body `{ message }` behind the status. */
export function serviceError(status: number, message: string): DemoResult {
  return { error: { status, message: `${status}: ${JSON.stringify({ message })}` } };
}

/** An error of the demo layer itself, worded as a real answer. */
export function demoError(status: number, message: string): DemoResult {
  return { error: { status, message } };
}
