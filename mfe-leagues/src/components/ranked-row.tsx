import type { ReactNode } from 'react';
import { Avatar, type AvatarPerson } from '@fairway/ui';
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
  /** Shown as an avatar after the rank; the short top-3 lists leave it out. */
  person?: AvatarPerson;
  /** The name and what the ranking tells about the member. */
  children: ReactNode;
  /** The member's figure at the row's end (to par). */
  figure: ReactNode;
}

/** One member of a ranking (standings, leaderboard, top 3): rank, [avatar], who, figure. */
export function RankedRow({ position, person, children, figure }: RankedRowProps) {
  return (
    <Item>
      <RankBadge position={position} />
      {person ? <Avatar user={person} /> : null}
      <div className="who">{children}</div>
      {figure}
    </Item>
  );
}
