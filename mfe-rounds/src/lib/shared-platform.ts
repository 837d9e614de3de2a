// The shell's @fairway/platform as it is at run time. A remote runs on shells of the releases
// around its own (docs/compatibility.md, the skew window), whose platform may predate an export
// this remote was built against: read through this, such an export is undefined, not a crash.
// Only for hooks and components that need the page's shared state; state-free helpers come
// bundled from @fairway/platform/state-free.
import * as platform from '@fairway/platform';

export const sharedPlatform: Partial<typeof platform> = platform;
