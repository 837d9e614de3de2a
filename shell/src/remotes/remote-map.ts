/** remote name -> URL of its mf-manifest.json, served by the shell's server as /remotes.json. */
export type RemoteMap = Record<string, string>;

export const REMOTE_MAP_URL = '/remotes.json';

function isRemoteMap(value: unknown): value is RemoteMap {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((url) => typeof url === 'string')
  );
}

/**
 * The remote map is configuration of the deployment, not of the build: fetched at every start
 * (never cached) so moving a remote needs no shell rebuild.
 */
export async function fetchRemoteMap(fetchImpl: typeof fetch = fetch): Promise<RemoteMap> {
  const response = await fetchImpl(REMOTE_MAP_URL, { cache: 'no-store' });
  if (!response.ok) throw new Error(`${REMOTE_MAP_URL} answered ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemoteMap(body)) throw new Error(`${REMOTE_MAP_URL} is not a map of remote name to manifest URL`);
  return body;
}
