import styled from 'styled-components';
import { LEAGUE_FILTERS, type LeagueFilter } from '../lib/league-filter';

const Group = styled.div`
  display: inline-flex;
  align-self: flex-start;
  gap: 4px;
  padding: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
`;

const Choice = styled.button<{ $active: boolean }>`
  border: none;
  padding: 6px 12px;
  border-radius: ${({ theme }) => theme.radii.sm};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surface : 'transparent')};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.muted)};
`;

/** Open Leagues (default) / All Leagues / Joined, as toggle buttons. */
export function LeagueFilterBar({ value, onChange }: { value: LeagueFilter; onChange: (value: LeagueFilter) => void }) {
  return (
    <Group role="group" aria-label="Filter leagues">
      {LEAGUE_FILTERS.map((filter) => (
        <Choice
          key={filter.value}
          type="button"
          aria-pressed={value === filter.value}
          $active={value === filter.value}
          onClick={() => onChange(filter.value)}
        >
          {filter.label}
        </Choice>
      ))}
    </Group>
  );
}
