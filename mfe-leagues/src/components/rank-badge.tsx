import styled from 'styled-components';
import { AwardIcon, CrownIcon, MedalIcon } from './icons';

const PODIUM = [
  { Icon: CrownIcon, color: '#c99a06', label: '1st place' },
  { Icon: MedalIcon, color: '#8a8f98', label: '2nd place' },
  { Icon: AwardIcon, color: '#a0522d', label: '3rd place' },
] as const;

const Mark = styled.span<{ $color?: string }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  font-weight: 700;
  color: ${({ theme, $color }) => $color ?? theme.colors.muted};
`;

/** Crown, medal and award for the top 3 of those with rounds, else '#position': a member without
 * a round holds a place in the list but has earned no podium. */
export function RankBadge({ position, ranked = true }: { position: number; ranked?: boolean }) {
  const podium = ranked ? PODIUM[position - 1] : undefined;
  if (podium) {
    const { Icon, color, label } = podium;
    return (
      <Mark $color={color} title={label} role="img" aria-label={label}>
        <Icon size={22} />
      </Mark>
    );
  }
  return <Mark>#{position}</Mark>;
}
