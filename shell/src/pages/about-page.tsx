import { useEffect, useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { loadRemoteModule, type RemoteMeta } from '@fairway/platform';
import { Badge, Card, CardContent, CardHeader, CardTitle, PageHeader } from '@fairway/ui';
import { SHELL_BUILD } from '../build-info';
import { getPageRemotes } from '../remotes/page-remotes';
import { getRemoteBuildsSnapshot, subscribeRemoteBuilds, type RemoteBuild } from '../remotes/remote-builds';

const Wrapper = styled.div`
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  td {
    overflow-wrap: anywhere;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
  }
`;

type MetaState = { status: 'loading' } | { status: 'loaded'; meta: RemoteMeta } | { status: 'failed' };

/** Loads the remote's `meta` module: proves which build's code the page actually runs. */
function useRemoteMeta(remote: string): MetaState {
  const [state, setState] = useState<MetaState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    loadRemoteModule(remote, 'meta').then(
      (loaded) => active && setState({ status: 'loaded', meta: loaded.default as unknown as RemoteMeta }),
      () => active && setState({ status: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [remote]);
  return state;
}

function statusOf(meta: MetaState, build: RemoteBuild | undefined) {
  if (build && !build.compatible)
    return <Badge $variant="destructive">Incompatible: needs platform {build.platformRange ?? '(none declared)'}</Badge>;
  if (meta.status === 'loaded') return <Badge $variant="success">Loaded</Badge>;
  if (meta.status === 'failed') return <Badge $variant="destructive">Unavailable</Badge>;
  return <Badge $variant="outline">Loading</Badge>;
}

/** Why this page got this build: a preview of this tab, or the release channel's choice. */
function channelOf(previewed: boolean, channel: string | undefined) {
  if (previewed) return <Badge $variant="info">Preview</Badge>;
  if (channel === 'canary') return <Badge $variant="gold">Canary</Badge>;
  return <Badge $variant="outline">Stable</Badge>;
}

function RemoteRow({
  name,
  manifestUrl,
  previewed,
  channel,
  build,
}: {
  name: string;
  manifestUrl: string;
  previewed: boolean;
  channel?: string;
  build?: RemoteBuild;
}) {
  const meta = useRemoteMeta(name);
  const loaded = meta.status === 'loaded' ? meta.meta : null;
  return (
    <tr data-testid={`remote-${name}`}>
      <td>{name}</td>
      <td data-testid={`channel-${name}`}>{channelOf(previewed, channel)}</td>
      <td>{loaded?.version ?? build?.version ?? '-'}</td>
      <td data-testid={`build-label-${name}`}>{loaded?.buildLabel ?? build?.buildLabel ?? '-'}</td>
      <td>{loaded?.platformRange ?? build?.platformRange ?? '-'}</td>
      <td>{manifestUrl}</td>
      <td>{statusOf(meta, build)}</td>
    </tr>
  );
}

/** /about: which build of the shell and of every remote this tab runs, and contract problems. */
export function AboutPage() {
  const { remotes, preview, channels, error } = getPageRemotes();
  const { builds, mismatches } = useSyncExternalStore(subscribeRemoteBuilds, getRemoteBuildsSnapshot);
  return (
    <Wrapper>
      <PageHeader title="About this build" description="Versions and builds of the shell and of each remote this tab runs." />
      <Card>
        <CardHeader>
          <CardTitle>Shell</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts>
            <dt>Version</dt>
            <dd>{SHELL_BUILD.version}</dd>
            <dt>Build</dt>
            <dd>{SHELL_BUILD.buildLabel}</dd>
            <dt>Platform</dt>
            <dd>@fairway/platform {SHELL_BUILD.platformVersion}</dd>
          </Facts>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Remotes</CardTitle>
        </CardHeader>
        <CardContent>
          {error ? <p role="alert">The remote map could not be read: {error}</p> : null}
          <Table aria-label="Remotes">
            <thead>
              <tr>
                <th>Remote</th>
                <th>Channel</th>
                <th>Version</th>
                <th>Build</th>
                <th>Platform range</th>
                <th>Manifest</th>
                <th>Status</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(remotes).map(([name, manifestUrl]) => (
                <RemoteRow
                  key={name}
                  name={name}
                  manifestUrl={manifestUrl}
                  previewed={preview.status === 'active' && preview.remote === name}
                  channel={channels?.[name]}
                  build={builds.find((build) => build.name === name)}
                />
              ))}
            </tbody>
          </Table>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Shared libraries</CardTitle>
        </CardHeader>
        <CardContent>
          {mismatches.length === 0 ? (
            <p>Every shared singleton satisfies the requiredVersion of each app loaded so far.</p>
          ) : (
            <ul aria-label="requiredVersion mismatches">
              {mismatches.map((m) => (
                <li key={`${m.pkg}:${m.requiredBy}:${m.version}`}>
                  {m.pkg} {m.version} (from {m.providedBy}) does not satisfy {m.requiredBy}&apos;s requiredVersion {m.requiredVersion}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </Wrapper>
  );
}
