// Outside a build (unit tests) the values are not defined: 'unknown' rather than a crash.
const defined = (value: () => string) => {
  try {
    return value();
  } catch {
    return 'unknown';
  }
};

/** The shell's own build, written at build time (scripts/mf/build-meta.mjs). */
export const SHELL_BUILD = {
  version: defined(() => __APP_VERSION__),
  buildLabel: defined(() => __BUILD_LABEL__),
  /** The @fairway/platform the shell provides to the page (a shared singleton). */
  platformVersion: defined(() => __PLATFORM_VERSION__),
};
