import { manifestOriginProblem, verifyPreviewManifest } from './preview-manifest';
import { PREVIEW_STORAGE_KEY } from './preview';

const STAGING = 'https://staging.example.com';
const URL_ = `${STAGING}/mfe-leagues/mf-manifest.json`;
const manifest = (metaData: object, js: string[] = ['static/js/async/1.js']) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto', ...metaData },
  shared: [{ assets: { js: { sync: ['static/js/react.js'], async: [] }, css: { sync: [], async: [] } } }],
  exposes: [{ assets: { js: { sync: js, async: [] }, css: { sync: [], async: [] } } }],
});

describe('manifestOriginProblem', () => {
  it('accepts a manifest whose files all resolve onto allowed origins', () => {
    expect(manifestOriginProblem(manifest({}), URL_, [STAGING])).toBeNull();
    expect(manifestOriginProblem(manifest({ publicPath: `${STAGING}/cdn/` }), URL_, [STAGING])).toBeNull();
  });

  it('refuses a publicPath, remoteEntry or chunk off the allowlist', () => {
    expect(manifestOriginProblem(manifest({ publicPath: 'https://evil.example/' }), URL_, [STAGING])).toMatch(/https:\/\/evil\.example/);
    expect(
      manifestOriginProblem(manifest({ remoteEntry: { name: 'https://evil.example/remoteEntry.js', path: '' } }), URL_, [STAGING]),
    ).toMatch(/evil/);
    expect(manifestOriginProblem(manifest({}, ['//evil.example/chunk.js']), URL_, [STAGING])).toMatch(/evil/);
    expect(manifestOriginProblem(manifest({}, ['data:text/javascript,alert(1)']), URL_, [STAGING])).toMatch(/data:/);
  });

  it('refuses a publicPath computed by code and anything that is not a manifest', () => {
    expect(manifestOriginProblem(manifest({ getPublicPath: 'return "https://evil.example/"' }), URL_, [STAGING])).toMatch(/getPublicPath/);
    expect(manifestOriginProblem('nope', URL_, [STAGING])).toMatch(/not a JSON object/);
  });
});

describe('verifyPreviewManifest', () => {
  const active = { status: 'active' as const, remote: 'leagues', manifestUrl: URL_, origin: STAGING };
  const answer = (body: unknown, status = 200) =>
    (async () => ({ ok: status === 200, status, json: async () => body })) as unknown as typeof fetch;

  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('keeps a clean preview and refuses (and forgets) one whose manifest points elsewhere', async () => {
    expect(await verifyPreviewManifest(active, [STAGING], answer(manifest({})))).toEqual(active);
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ remote: 'leagues', manifestUrl: URL_ }));
    const refused = await verifyPreviewManifest(active, [STAGING], answer(manifest({ publicPath: 'https://evil.example/' })));
    expect(refused).toEqual({
      status: 'refused',
      message: expect.stringMatching(/^Preview refused: .*evil\.example.*The normal build of leagues is used\.$/),
    });
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
  });

  it('refuses when the manifest cannot be read', async () => {
    expect((await verifyPreviewManifest(active, [STAGING], answer(null, 404))).status).toBe('refused');
  });
});
