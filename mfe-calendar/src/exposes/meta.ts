// Identifies the build a page is running; `buildLabel` is set at build time (BUILD_LABEL).
const meta = {
  name: 'calendar',
  version: '0.1.0',
  /** The @fairway/platform versions this build works with. */
  platformRange: '^0.1.0',
  buildLabel: __BUILD_LABEL__,
};

export default meta;
