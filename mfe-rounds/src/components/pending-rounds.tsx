// Round submissions the server has not stored yet (the platform's round queue), above the stored
// rounds in Recent Rounds and the dashboard's Recent Activity: "Waiting to sync" (the queue sends
// them by itself), or the server's message for a refused one with Edit (the Log Your Round form,
// filled in) and Discard.
import { formatDayLong } from '@fairway/contracts';
import { useState } from 'react';
import type { QueuedRound } from '@fairway/platform/state-free';
import { Badge, Button, List, Muted, onDemand, Row } from '@fairway/ui';
import { ListItem } from './layout';
import { useQueuedRounds } from './use-queued-rounds';

// The form (final-form, zod) only when a refused round is edited: this list is on the dashboard.
const LogRoundDialog = onDemand(() => import('./log-round-dialog').then((module) => module.LogRoundDialog));

export function PendingRounds() {
  const { entries, discard } = useQueuedRounds();
  const [editing, setEditing] = useState<QueuedRound | null>(null);
  if (entries.length === 0 && !editing) return null;
  return (
    <>
      <List aria-label="Rounds waiting to sync">
        {entries.map((entry) => (
          <ListItem key={entry.id} data-testid="pending-round">
            <div>
              <Row>
                <strong>{entry.round.course ?? 'Round edit'}</strong>
                <Badge $variant="info">{entry.leagueName}</Badge>
                {entry.round.date ? <Muted>{formatDayLong(entry.round.date)}</Muted> : null}
              </Row>
              {entry.status === 'refused' ? <p role="alert">Not saved: {entry.message}</p> : null}
            </div>
            <Row>
              <strong>{entry.round.score}</strong>
              {entry.status === 'waiting' ? (
                <Badge $variant="secondary">Waiting to sync</Badge>
              ) : (
                <>
                  {entry.kind !== 'edit' ? (
                    <Button $size="sm" $variant="outline" onClick={() => setEditing(entry)}>
                      Edit
                    </Button>
                  ) : null}
                  <Button $size="sm" $variant="ghost" onClick={() => void discard(entry.id)}>
                    Discard
                  </Button>
                </>
              )}
            </Row>
          </ListItem>
        ))}
      </List>
      {editing ? <LogRoundDialog open queued={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
