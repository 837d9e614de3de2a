// The prompt a member sees when someone named them as "played with": confirm, or
// close it with 'Not now'. Either way the round stays exactly as logged (honor system).
import { formatDayLong } from '@fairway/contracts';
import styled from 'styled-components';
import { failureToast, toast, useCurrentUser } from '@fairway/platform';
import { Button, Row } from '@fairway/ui';
import { useAnswerConfirmationMutation, useGetConfirmationsQuery } from '../api';

const Prompt = styled.li`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
`;

const Prompts = styled.ul`
  margin: 0;
  padding: 0;
`;

export function ConfirmationRequests() {
  const { user, isDemo } = useCurrentUser();
  const { data = [] } = useGetConfirmationsQuery(undefined, { skip: !user });
  const [answerConfirmation, { isLoading }] = useAnswerConfirmationMutation();
  if (data.length === 0) return null;

  const answer = async (roundId: string, verb: 'confirm' | 'dismiss') => {
    try {
      await answerConfirmation({ roundId, answer: verb }).unwrap();
      if (verb === 'confirm') toast({ title: 'Round Confirmed', description: 'Thanks for backing up your playing partner.' });
    } catch (error) {
      failureToast(error, 'Error', 'Failed to answer. Please try again.');
    }
  };

  return (
    <Prompts aria-label="Confirmation requests">
      {data.map((request) => {
        const who = `${request.user.firstName} ${request.user.lastName}`;
        return (
          <Prompt key={request.roundId}>
            <span>
              <strong>Did you play with {who}?</strong> They logged {request.score} at {request.course} ({request.leagueName}),{' '}
              {formatDayLong(request.date)}, and named you.
            </span>
            <Row>
              <Button
                $size="sm"
                disabled={isLoading || isDemo}
                onClick={() => answer(request.roundId, 'confirm')}
                aria-label={`Confirm round with ${who}`}
              >
                Confirm
              </Button>
              <Button $size="sm" $variant="ghost" disabled={isLoading || isDemo} onClick={() => answer(request.roundId, 'dismiss')}>
                Not now
              </Button>
            </Row>
          </Prompt>
        );
      })}
    </Prompts>
  );
}
