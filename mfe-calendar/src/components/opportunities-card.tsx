// "This Week's Opportunities", and the 'Best time to play' hint the calendar shows at its top
// (the first thing a golfer planning the week looks for, not three screens down on a phone).
import {
  fullName,
  bestTimeToPlay,
  formatDayShort,
  formatWeekday,
  mostActiveMembers,
  popularTimes,
  todayIso,
  type Availability,
} from '@fairway/contracts';
import { Badge, TitledCard } from '@fairway/ui';
import styled from 'styled-components';
import { golferCount } from '../lib/format';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: ${({ theme }) => theme.space(5)};
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ol,
  ul {
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li {
    list-style: none;
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.goldSoft};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The week's best time to play, from today on (a past day is no opportunity). */
export function BestTimeHint({ entries, week }: { entries: Availability[]; week: string }) {
  const best = bestTimeToPlay(entries, week, todayIso());
  return (
    <Hint data-testid="best-time">
      <strong>Best time to play: </strong>
      {best
        ? `${formatWeekday(best.date)} ${formatDayShort(best.date)}, ${best.label} (${best.hours}) - ${golferCount(best.count)} available`
        : 'no one has shared availability for this week yet.'}
    </Hint>
  );
}

export function OpportunitiesCard({ entries, week }: { entries: Availability[]; week: string }) {
  // Past days are no opportunity: the popular times count today onwards.
  const popular = popularTimes(entries, week, todayIso());
  const active = mostActiveMembers(entries, week);
  return (
    <TitledCard titleId="calendar-opportunities" title="This Week's Opportunities">
      <Columns>
        <section aria-labelledby="calendar-popular-times">
          <h3 id="calendar-popular-times">Most Popular Times</h3>
          <ul>
            {popular.map((slot) => (
              <li key={slot.timeSlot} data-slot={slot.timeSlot}>
                <span>
                  {slot.label} <small>{slot.hours}</small>
                </span>
                <Badge $variant={slot.count > 0 ? 'success' : 'outline'}>{slot.count} available</Badge>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="calendar-active-members">
          <h3 id="calendar-active-members">Most Active Members</h3>
          {active.length === 0 ? (
            <Muted>No availability shared this week.</Muted>
          ) : (
            <ol>
              {active.map((member) => (
                <li key={member.userId}>
                  <span>{fullName(member)}</span>
                  <Badge $variant="info">
                    {member.count} {member.count === 1 ? 'slot' : 'slots'}
                  </Badge>
                </li>
              ))}
            </ol>
          )}
        </section>
      </Columns>
    </TitledCard>
  );
}
