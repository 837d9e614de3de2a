import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { browserNavigation } from '@fairway/platform';
import { Button } from '@fairway/ui';
import { TopBar } from '../layout/top-bar';
import { getRemoteBuildsSnapshot, subscribeRemoteBuilds } from '../remotes/remote-builds';
import { stopPreview, type PreviewOutcome } from './preview';

const Bar = styled(TopBar)<{ $refused?: boolean }>`
  background: ${({ theme, $refused }) => ($refused ? theme.colors.destructive : theme.colors.info)};
  color: #ffffff;
  font-weight: 600;
  code {
    font-weight: 700;
  }
`;

function reloadWithoutPreview() {
  stopPreview();
  browserNavigation.go(`${window.location.pathname}${window.location.search}${window.location.hash}`);
}

/** Which build the previewed remote turned out to be, once its manifest has loaded. */
function usePreviewedBuildLabel(remote: string): string | null {
  const { builds } = useSyncExternalStore(subscribeRemoteBuilds, getRemoteBuildsSnapshot);
  return builds.find((build) => build.name === remote)?.buildLabel ?? null;
}

function ActivePreview({ remote, origin }: { remote: string; origin: string }) {
  const label = usePreviewedBuildLabel(remote);
  return (
    <Bar role="region" aria-label="Preview">
      <span>
        Previewing <code>{remote}</code> from <code>{origin}</code>
        {label ? (
          <>
            {' '}
            (build <code>{label}</code>)
          </>
        ) : null}
      </span>
      <Button $size="sm" $variant="secondary" onClick={reloadWithoutPreview}>
        Stop preview
      </Button>
    </Bar>
  );
}

function RefusedPreview({ message }: { message: string }) {
  const [dismissed, setDismissed] = useState(false);
  if (dismissed) return null;
  return (
    <Bar role="alert" $refused>
      <span>{message}</span>
      <Button $size="sm" $variant="secondary" onClick={() => setDismissed(true)}>
        Dismiss
      </Button>
    </Bar>
  );
}

/** On every page of a tab with a staging preview, or once after a refused preview link. */
export function PreviewBar({ preview }: { preview: PreviewOutcome }) {
  if (preview.status === 'active') return <ActivePreview remote={preview.remote} origin={preview.origin} />;
  if (preview.status === 'refused') return <RefusedPreview message={preview.message} />;
  return null;
}
