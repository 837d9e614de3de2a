/**
 * Ends the current task: the caller goes on in a new one, after pending input and paint. Start-up
 * work is cut into tasks with it, because a task over 50 ms blocks input (Lighthouse's TBT adds up
 * what each one runs past 50 ms). `scheduler.yield` resumes ahead of other queued tasks; browsers
 * without it get a timer.
 */
export function yieldToMain(): Promise<void> {
  if (typeof scheduler !== 'undefined' && typeof scheduler.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
