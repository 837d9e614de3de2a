// Identifies the build a page is running. Written at build time (scripts/mf/build-meta.mjs):
// version from package.json, buildLabel from BUILD_LABEL, platformRange from package.json
// "fairway": { "platformRange" } - the @fairway/platform versions this build works with.
const meta = {
  name: 'leagues',
  version: __APP_VERSION__,
  platformRange: __PLATFORM_RANGE__,
  buildLabel: __BUILD_LABEL__,
};

export default meta;
