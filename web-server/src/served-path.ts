// Which request paths the front-end servers refuse to serve from the build folder: source maps
// (the original source), mf-stats.json (the build's module graph and file paths) and dotfiles.
// The decision is made on what a file lookup could end up opening, not on the raw request line:
// the path percent-decoded (again while it still decodes to something new, so a double-encoded
// name is caught too), backslashes read as slashes, "." and ".." segments and repeated slashes
// resolved, trailing dots and spaces dropped from each name (Windows ignores them) and compared
// without case (case-insensitive file systems open MAP.JS.MAP as map.js.map).

// A compressed twin of a refused file is refused too.
const REFUSED_FILE = /(\.map|^mf-stats\.json)(\.br|\.gz)?$/;
const MAX_DECODES = 4;

/** Every form of `rawPath` a server or file system might read: raw, then each decoding. */
function decodedForms(rawPath: string): string[] {
  const forms = [rawPath];
  let current = rawPath;
  for (let i = 0; i < MAX_DECODES; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

/** The names along one decoded path, normalised as described above. */
function segmentsOf(decoded: string): string[] {
  const segments: string[] = [];
  for (const part of decoded.replace(/\\/g, '/').split('/')) {
    const name = part.replace(/[. ]+$/, (tail) => (part === '.' || part === '..' ? tail : '')).toLowerCase();
    if (name === '' || name === '.') continue;
    if (name === '..') segments.pop();
    else segments.push(name);
  }
  return segments;
}

/**
 * Whether the path part of a request URL (no query) names a source map, mf-stats.json or a
 * dotfile in any of its decoded, normalised forms.
 */
function isRefusedPath(rawPath: string): boolean {
  return decodedForms(rawPath).some((form) => {
    const segments = segmentsOf(form);
    const last = segments.at(-1) ?? '';
    return REFUSED_FILE.test(last) || segments.some((name) => name.startsWith('.'));
  });
}

export { isRefusedPath };
