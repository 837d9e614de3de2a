// Rounds logged offline that the server has not stored yet (issue 18), above the stored rounds in
// Recent Rounds and the dashboard's Recent Activity: "Waiting to sync", or the server's message
// for a refused one with Edit (the Log Your Round form, filled in) and Discard.
import { formatDayLong } from '@fairway/contracts';
import { useState } from 'react';
import { Badge, Button, List, Muted, onDemand, Row } from '@fairway/ui';
import { ListItem } from './layout';
import { useRoundOutbox } from '../offline/use-round-outbox';
import type { OutboxEntry } from '../offline/round-outbox';

// The form (final-form, zod) only when a refused round is edited: this list is on the dashboard.
const LogRoundDialog = onDemand(() => import('./log-round-dialog').then((module) => module.LogRoundDialog));

export function PendingRounds() {
  const { entries, discard } = useRoundOutbox();
  const [editing, setEditing] = useState<OutboxEntry | null>(null);
  if (entries.length === 0 && !editing) return null;
  return (
    <>
      <List aria-label="Rounds waiting to sync">
        {entries.map((entry) => (
          <ListItem key={entry.id} data-testid="pending-round">
            <div>
              <Row>
                <strong>{entry.round.course}</strong>
                <Badge $variant="info">{entry.leagueName}</Badge>
                <Muted>{formatDayLong(entry.round.date)}</Muted>
              </Row>
              {entry.status === 'refused' ? <p role="alert">Not saved: {entry.message}</p> : null}
            </div>
            <Row>
              <strong>{entry.round.score}</strong>
              {entry.status === 'waiting' ? (
                <Badge $variant="secondary">Waiting to sync</Badge>
              ) : (
                <>
                  <Button $size="sm" $variant="outline" onClick={() => setEditing(entry)}>
                    Edit
                  </Button>
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
