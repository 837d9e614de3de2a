// The signed-in user's round submissions waiting to sync or refused, with Discard. From the shared
// platform when the shell's has it (0.1.1 on): that hook also runs the queue. A shell of an older
// release has no round queue; then the list comes from this remote's bundled copy of the queue
// (platform/state-free), and nothing on the page retries a waiting submission until the golfer
// submits again or a current shell is deployed (docs/compatibility.md, the skew window).
import { useCallback, useEffect, useState } from 'react';
import { useCurrentUser } from '@fairway/platform';
import { discardQueuedRound, watchQueueList, type QueuedRound } from '@fairway/platform/state-free';
import { sharedPlatform } from '../lib/shared-platform';

type QueuedRounds = { entries: QueuedRound[]; discard: (id: string) => Promise<void> };

function useBundledQueuedRounds(): QueuedRounds {
  const { user, isDemo } = useCurrentUser();
  const [list, setList] = useState<QueuedRound[]>([]);
  const userId = user && !isDemo ? user.id : null;

  useEffect(() => watchQueueList(userId, setList), [userId]);

  const discard = useCallback((id: string) => discardQueuedRound(id), []);
  return { entries: list, discard };
}

export const useQueuedRounds: () => QueuedRounds = sharedPlatform.useQueuedRounds ?? useBundledQueuedRounds;
