/** Where services and workers read the time: tests pass their own instead of racing the wall
 * clock (a recap due "on Monday" must not depend on the day the suite runs). */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
