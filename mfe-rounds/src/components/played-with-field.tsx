// "Played with (optional)" in Log Your Round: the other members of the chosen league
// as checkboxes; each one named gets a prompt to confirm. A signal, never a requirement.
// A confirmed tee group that day fills it in (tee-group-partners.ts).
import { Field, useField } from 'react-final-form';
import styled from 'styled-components';
import { PLAYED_WITH_MAX } from '@fairway/contracts';
import { useGetLeagueMembersQuery } from '@fairway/platform';
import { Muted } from '@fairway/ui';
import { usePrefillFromTeeGroup } from './tee-group-partners';

const Box = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(3)};
  margin: 0;
  legend {
    font-weight: 600;
    padding: 0 ${({ theme }) => theme.space(1)};
  }
  /* Each member is a full-width row a thumb can hit (the whole row toggles the box). */
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    min-height: 44px;
    width: 100%;
    cursor: pointer;
  }
  input {
    width: 24px;
    height: 24px;
    margin: 0;
    flex-shrink: 0;
  }
`;

export function PlayedWithField({ leagueId, userId, chosen }: { leagueId: string; userId: string | undefined; chosen: string[] }) {
  const members = useGetLeagueMembersQuery(leagueId, { skip: !leagueId });
  // Keeps "playedWith" registered while no box is on the screen (no league yet, members still
  // loading): the first box to mount sets a field the form does not know back to its initial
  // value, which would wipe a list filled from the tee group before the members arrived.
  useField('playedWith', { subscription: {} });
  usePrefillFromTeeGroup(userId);
  const others = (members.data ?? []).filter((member) => member.userId !== userId);
  if (!leagueId || others.length === 0) return null;
  return (
    <Box>
      <legend>Played with (optional)</legend>
      <Muted>Named members are asked to confirm; confirmed rounds show a check mark.</Muted>
      <div>
        {others.map((member) => (
          <Field<string> key={member.userId} name="playedWith" type="checkbox" value={member.userId}>
            {({ input }) => (
              <label>
                <input {...input} disabled={!input.checked && chosen.length >= PLAYED_WITH_MAX} />
                {member.user.firstName} {member.user.lastName}
              </label>
            )}
          </Field>
        ))}
      </div>
    </Box>
  );
}
