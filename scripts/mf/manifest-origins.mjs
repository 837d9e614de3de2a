// A federation manifest decides where the Module Federation runtime then loads script from: its
// publicPath, its remoteEntry and every chunk it lists. Checking only the manifest's own URL
// would let an allowed server point the runtime at any origin, so every one of those must
// resolve onto an allowed origin too, and a getPublicPath expression (code the runtime would
// evaluate) is refused outright. One rule for the shell's staging previews (PREVIEW_ORIGINS)
// and the release channel (RELEASE_ORIGINS).

function filesOf(assets) {
  if (!assets) return [];
  return [...(assets.js?.sync ?? []), ...(assets.js?.async ?? []), ...(assets.css?.sync ?? []), ...(assets.css?.async ?? [])];
}

/**
 * Why the manifest would load code from an origin `allowed` refuses, or null when every URL it
 * names stays inside.
 * @param {unknown} manifest the parsed mf-manifest.json
 * @param {string} manifestUrl where it was read (relative names resolve against it)
 * @param {(url: URL) => boolean} allowed whether script may come from this URL's origin
 * @param {string} kind what the origins are called in the answer ('preview', 'release')
 * @returns {string | null}
 */
function manifestOriginProblem(manifest, manifestUrl, allowed, kind) {
  if (!manifest || typeof manifest !== 'object') return 'the manifest is not a JSON object';
  const { metaData, shared = [], exposes = [] } = manifest;
  if (metaData?.getPublicPath) return 'the manifest computes its publicPath with code (getPublicPath)';
  let base;
  try {
    // 'auto' (or none): files are relative to the manifest itself.
    base = new URL(!metaData?.publicPath || metaData.publicPath === 'auto' ? '.' : metaData.publicPath, manifestUrl);
  } catch {
    return `the publicPath ${String(metaData?.publicPath)} is not a URL`;
  }
  const entry = metaData?.remoteEntry;
  const files = [
    base.href,
    ...(entry?.name ? [`${entry.path ? `${entry.path.replace(/\/?$/, '/')}` : ''}${entry.name}`] : []),
    ...[...(Array.isArray(shared) ? shared : []), ...(Array.isArray(exposes) ? exposes : [])].flatMap((item) => filesOf(item?.assets)),
  ];
  for (const file of files) {
    let url;
    try {
      url = new URL(file, base);
    } catch {
      return `${file} is not a URL`;
    }
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    if (!web || !allowed(url)) return `it loads ${web ? url.origin : url.protocol} which is not an allowed ${kind} origin`;
  }
  return null;
}

export { manifestOriginProblem };
