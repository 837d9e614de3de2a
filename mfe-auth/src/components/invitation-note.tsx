import { useState } from 'react';
import styled from 'styled-components';
import { pendingInvitation } from '@fairway/platform/state-free';

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.secondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** On /login and /register while an invitation link waits for the golfer to be signed in. */
export function InvitationNote({ action }: { action: 'Sign in' | 'Create your account' }) {
  const [invited] = useState(() => pendingInvitation() !== null);
  if (!invited) return null;
  return <Note role="status">You have been invited to join a league. {action} and you will go straight to the invitation to join it.</Note>;
}
