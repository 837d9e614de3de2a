import type { ReactNode } from 'react';
import { fullName, type LeaderboardEntry } from '@fairway/contracts';
import { Avatar, List, Muted, type AvatarPerson } from '@fairway/ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RankBadge } from './rank-badge';

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  a {
    color: inherit;
    font-weight: 600;
  }
  > div.who {
    flex: 1;
    min-width: 0;
  }
`;

interface RankedRowProps {
  position: number;
  /** False for a member without rounds: no podium icon. */
  ranked?: boolean;
  /** Shown as an avatar after the rank; the short top-3 lists leave it out. */
  person?: AvatarPerson;
  /** The name and what the ranking tells about the member. */
  children: ReactNode;
  /** The member's figure at the row's end (to par). */
  figure: ReactNode;
}

/** One member of a ranking (standings, leaderboard, top 3): rank, [avatar], who, figure. */
export function RankedRow({ position, ranked, person, children, figure }: RankedRowProps) {
  return (
    <Item>
      <RankBadge position={position} ranked={ranked} />
      {person ? <Avatar user={person} /> : null}
      <div className="who">{children}</div>
      {figure}
    </Item>
  );
}

interface MemberRankingProps {
  leagueId: string;
  entries: readonly LeaderboardEntry[];
  /** The list's accessible name. */
  label: string;
  /** After each name ('You'); when given, null included, a space separates it from the name. */
  badge?: (entry: LeaderboardEntry) => ReactNode;
  /** The line under each name (handicap and rounds, or rounds, average and best). */
  details: (entry: LeaderboardEntry) => ReactNode;
  figure: (entry: LeaderboardEntry) => ReactNode;
}

/** A league's full ranking (standings, leaderboard): each name links to the member's page. */
export function MemberRanking({ leagueId, entries, label, badge, details, figure }: MemberRankingProps) {
  return (
    <List aria-label={label}>
      {entries.map((entry) => (
        <RankedRow key={entry.userId} position={entry.position} ranked={entry.roundCount > 0} person={entry.user} figure={figure(entry)}>
          <Link to={`/leagues/${leagueId}/members/${entry.userId}`}>{fullName(entry.user)}</Link>
          {badge ? <> {badge(entry)}</> : null}
          <br />
          <Muted>{details(entry)}</Muted>
        </RankedRow>
      ))}
    </List>
  );
}
