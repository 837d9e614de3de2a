import type { ShellConfig } from '../remotes/remote-map';
import { applyPreview, parsePreviewValue, PREVIEW_STORAGE_KEY, resolvePreview, startPreview } from './preview';

const STAGING = 'https://staging.example.com';
const CONFIG: ShellConfig = {
  remotes: {
    auth: 'http://localhost:3001/mf-manifest.json',
    calendar: 'http://localhost:3004/mf-manifest.json',
  },
  previewOrigins: [STAGING],
};
const STAGED_CALENDAR = `${STAGING}/mfe-calendar/mf-manifest.json`;

afterEach(() => {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

describe('parsePreviewValue', () => {
  it('splits <remote>@<manifest URL> at the first @', () => {
    expect(parsePreviewValue(`calendar@${STAGED_CALENDAR}`)).toEqual({ remote: 'calendar', manifestUrl: STAGED_CALENDAR });
    expect(parsePreviewValue('calendar@https://user@evil.example/m.json')).toEqual({
      remote: 'calendar',
      manifestUrl: 'https://user@evil.example/m.json',
    });
  });

  it.each(['calendar', '@https://x.example/m.json', 'calendar@'])('rejects %p', (value) => {
    expect(parsePreviewValue(value)).toBeNull();
  });
});

describe('resolvePreview', () => {
  it('accepts a manifest on an allowed origin for a remote of the map, and stores it', () => {
    const { outcome, store } = resolvePreview(`calendar@${STAGED_CALENDAR}`, null, CONFIG);
    expect(outcome).toEqual({ status: 'active', remote: 'calendar', manifestUrl: STAGED_CALENDAR, origin: STAGING });
    expect(store).toEqual({ remote: 'calendar', manifestUrl: STAGED_CALENDAR });
  });

  it.each([
    ['another origin', 'calendar@https://evil.example.com/mf-manifest.json', 'https://evil.example.com is not an allowed preview origin'],
    [
      'another port of an allowed host',
      'calendar@https://staging.example.com:8443/mf-manifest.json',
      'https://staging.example.com:8443 is not an allowed preview origin',
    ],
    [
      'an allowed host as user info',
      'calendar@https://staging.example.com@evil.example.com/m.json',
      'https://evil.example.com is not an allowed preview origin',
    ],
    ['a javascript: URL', 'calendar@javascript:alert(1)', 'javascript:alert(1) is not an allowed preview origin'],
    ['an unknown remote', `payments@${STAGED_CALENDAR}`, 'there is no remote called "payments"'],
    ['a value without @', 'calendar', '"calendar" is not <remote>@<manifest URL>'],
  ])('refuses %s and stores nothing', (_case, param, message) => {
    const { outcome, store } = resolvePreview(param, JSON.stringify({ remote: 'calendar', manifestUrl: STAGED_CALENDAR }), CONFIG);
    expect(outcome.status).toBe('refused');
    expect(outcome.status === 'refused' && outcome.message).toContain(message);
    expect(store).toBeNull();
  });

  it('refuses every preview when the allowlist is empty', () => {
    const { outcome } = resolvePreview(`calendar@${STAGED_CALENDAR}`, null, { ...CONFIG, previewOrigins: [] });
    expect(outcome).toEqual({
      status: 'refused',
      message: 'Preview refused: previews are not enabled on this site. The normal build is used.',
    });
  });

  it('keeps the stored preview of the tab while the allowlist still accepts it', () => {
    const stored = JSON.stringify({ remote: 'calendar', manifestUrl: STAGED_CALENDAR });
    expect(resolvePreview(null, stored, CONFIG).outcome.status).toBe('active');
    const withdrawn = resolvePreview(null, stored, { ...CONFIG, previewOrigins: ['https://other.example.com'] });
    expect(withdrawn.outcome.status).toBe('refused');
    expect(withdrawn.store).toBeNull();
  });

  it('ignores a stored value that is not a preview', () => {
    expect(resolvePreview(null, 'not json', CONFIG)).toEqual({ outcome: { status: 'none' }, store: null });
  });
});

describe('applyPreview', () => {
  it('swaps only the previewed remote', () => {
    const { outcome } = resolvePreview(`calendar@${STAGED_CALENDAR}`, null, CONFIG);
    expect(applyPreview(CONFIG.remotes, outcome)).toEqual({ auth: CONFIG.remotes.auth, calendar: STAGED_CALENDAR });
    expect(applyPreview(CONFIG.remotes, { status: 'none' })).toBe(CONFIG.remotes);
  });
});

describe('startPreview', () => {
  it('remembers an accepted preview for the tab and takes the parameter out of the address', () => {
    window.history.replaceState(null, '', `/leagues/7?tab=calendar&preview=${encodeURIComponent(`calendar@${STAGED_CALENDAR}`)}#week`);
    expect(startPreview(CONFIG).status).toBe('active');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/leagues/7?tab=calendar#week');
    expect(JSON.parse(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)!)).toEqual({ remote: 'calendar', manifestUrl: STAGED_CALENDAR });
    // A reload has no parameter any more: the stored preview still applies.
    expect(startPreview(CONFIG)).toMatchObject({ status: 'active', remote: 'calendar' });
  });

  it('clears the tab preview after a refused link and says so in the console', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify({ remote: 'calendar', manifestUrl: STAGED_CALENDAR }));
    window.history.replaceState(null, '', `/?preview=${encodeURIComponent('calendar@https://evil.example.com/mf-manifest.json')}`);
    expect(startPreview(CONFIG).status).toBe('refused');
    expect(window.sessionStorage.getItem(PREVIEW_STORAGE_KEY)).toBeNull();
    expect(window.location.search).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://evil.example.com is not an allowed preview origin'));
  });
});
