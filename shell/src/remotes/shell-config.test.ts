import { buildShellConfig, parseOrigins } from '../../../scripts/mf/remote-map.mjs';
import { readShellConfig } from './remote-map';

function answer(status: number, body: unknown) {
  return jest.fn(async () => ({ ok: status < 300, status, json: async () => body })) as unknown as typeof fetch;
}

describe('the /remotes.json document (scripts/mf/remote-map.mjs)', () => {
  it('holds the remote map and the preview allowlist from the environment', () => {
    const config = buildShellConfig({
      REMOTE_CALENDAR_URL: 'https://cdn.example.com/mfe-calendar/42/mf-manifest.json',
      PREVIEW_ORIGINS: ' https://staging.example.com , http://localhost:3102/ ',
    });
    expect(config.remotes.calendar).toBe('https://cdn.example.com/mfe-calendar/42/mf-manifest.json');
    expect(config.remotes.auth).toBe('http://localhost:3001/mf-manifest.json');
    expect(config.previewOrigins).toEqual(['https://staging.example.com', 'http://localhost:3102']);
  });

  it('disables previews when PREVIEW_ORIGINS is empty or unset', () => {
    expect(buildShellConfig({}).previewOrigins).toEqual([]);
    expect(parseOrigins(' , ')).toEqual([]);
  });

  it.each([
    '*.example.com',
    'https://*.example.com',
    'https://staging.example.com/mfe',
    'ftp://staging.example.com',
    'https://me@staging.example.com',
  ])('refuses %p: only bare http(s) origins widen what a link may load', (origin) => {
    expect(() => parseOrigins(origin)).toThrow(/PREVIEW_ORIGINS/);
    expect(() => parseOrigins(origin, 'RELEASE_ORIGINS')).toThrow(/^RELEASE_ORIGINS: /);
  });
});

describe('readShellConfig', () => {
  it('reads { remotes, previewOrigins }', async () => {
    const config = { remotes: { auth: 'http://localhost:3001/mf-manifest.json' }, previewOrigins: ['https://staging.example.com'] };
    await expect(readShellConfig(answer(200, config))).resolves.toEqual(config);
  });

  it.each([
    ['a bare map', { auth: 'http://localhost:3001/mf-manifest.json' }],
    ['a non-string origin', { remotes: {}, previewOrigins: [3] }],
  ])('rejects %s', async (_case, body) => {
    await expect(readShellConfig(answer(200, body))).rejects.toThrow('/remotes.json is not');
  });

  it('reads the document the server inlined into the page without a request', async () => {
    const config = { remotes: { leagues: 'http://localhost:3002/mf-manifest.json' }, previewOrigins: [] };
    const doc = document.implementation.createHTMLDocument();
    doc.head.innerHTML = `<script id="shell-config" type="application/json">${JSON.stringify(config)}</script>`;
    const fetchImpl = answer(500, {});
    await expect(readShellConfig(fetchImpl, doc)).resolves.toEqual(config);
    expect(fetchImpl).not.toHaveBeenCalled();
    doc.head.innerHTML = '<script id="shell-config" type="application/json">{"remotes":[]}</script>';
    await expect(readShellConfig(fetchImpl, doc)).rejects.toThrow('/remotes.json is not');
  });

  it('rejects an error answer', async () => {
    await expect(readShellConfig(answer(500, { message: 'PREVIEW_ORIGINS: bad' }))).rejects.toThrow('/remotes.json answered 500');
  });
});
