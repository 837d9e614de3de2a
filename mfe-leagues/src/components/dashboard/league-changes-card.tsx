// The league's record of organizer changes (who, what, when) in the Activity tab.
import { formatDayShort, type LeagueEvent } from '@fairway/contracts';
import { List, Muted, TitledCard } from '@fairway/ui';
import { useGetLeagueEventsQuery } from '../../api';

const FIELD_LABELS: Record<string, string> = {
  name: 'name',
  description: 'description',
  endDate: 'end date',
  maxPlayers: 'maximum players',
  courses: 'courses',
  format: 'format',
  formatOptions: 'format options',
  skins: 'skins settings',
};

const FIGURE_LABELS: Record<string, string> = {
  holes: 'holes',
  par: 'par',
  rating: 'course rating',
  slope: 'slope',
  holePars: 'hole pars',
  strokeIndex: 'stroke index',
};

/** One sentence for one change. */
export function describeEvent(event: LeagueEvent): string {
  const who = event.actor ? `${event.actor.firstName} ${event.actor.lastName}`.trim() : 'Someone';
  const d = event.detail as Record<string, unknown>;
  switch (event.action) {
    case 'league-edited': {
      const fields = (Array.isArray(d.fields) ? (d.fields as string[]) : []).map((field) => FIELD_LABELS[field] ?? field);
      const end = typeof d.endDate === 'string' ? ` (ends ${formatDayShort(d.endDate)})` : '';
      return `${who} changed the ${fields.join(', ')}${end}`;
    }
    case 'organizer-added':
      return `${who} made ${String(d.memberName)} a co-organizer`;
    case 'organizer-removed':
      return `${who} took co-organizer rights from ${String(d.memberName)}`;
    case 'member-removed':
      return `${who} removed ${String(d.memberName)}`;
    // Invitees' names reach organizers only; everyone else gets how many.
    case 'members-invited':
      return Array.isArray(d.names)
        ? `${who} invited ${(d.names as string[]).join(', ')}`
        : `${who} invited ${Number(d.count) === 1 ? '1 person' : `${Number(d.count)} people`}`;
    case 'invitation-resent':
      return typeof d.name === 'string' ? `${who} resent ${d.name}'s invitation` : `${who} resent an invitation`;
    case 'invitation-revoked':
      return typeof d.name === 'string' ? `${who} revoked ${d.name}'s invitation` : `${who} revoked an invitation`;
    case 'course-ratings-edited': {
      const changed = d.changes && typeof d.changes === 'object' ? Object.keys(d.changes) : [];
      const rounds = Number(d.roundsUpdated) || 0;
      const played = rounds > 0 ? `; ${rounds === 1 ? '1 played round' : `${rounds} played rounds`} took them` : '';
      return `${who} changed the ${changed.map((field) => FIGURE_LABELS[field] ?? field).join(', ')} of ${String(d.course)}${played}`;
    }
    case 'next-season-started':
      return `${who} started season ${String(d.season)}`;
    case 'season-continued':
      return `${who} started this season from the previous one`;
    case 'contest-recorded':
    case 'contest-deleted': {
      const what = d.kind === 'longest-drive' ? 'longest drive' : 'closest to the pin';
      const verb = event.action === 'contest-recorded' ? 'recorded' : 'deleted';
      return `${who} ${verb} ${String(d.winnerName)}'s ${what} on hole ${String(d.hole)}`;
    }
    default:
      return `${who}: ${event.action}`;
  }
}

export function LeagueChangesCard({ leagueId }: { leagueId: string }) {
  const events = useGetLeagueEventsQuery(leagueId);
  const list = events.data ?? [];
  return (
    <TitledCard titleId="league-changes-title" title="League Changes">
      {list.length === 0 ? (
        <Muted>No changes yet.</Muted>
      ) : (
        <List aria-label="League changes">
          {list.map((event) => (
            <li key={event.id}>
              {describeEvent(event)} <Muted as="span">· {new Date(event.createdAt).toLocaleString()}</Muted>
            </li>
          ))}
        </List>
      )}
    </TitledCard>
  );
}
