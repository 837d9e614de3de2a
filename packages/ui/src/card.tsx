import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Row } from './layout';

export const Card = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const CardHeader = styled.header`
  padding: ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)} 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

export const CardTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const CardDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const CardContent = styled.div`
  padding: ${({ theme }) => theme.space(5)};
`;

export const CardFooter = styled.footer`
  padding: 0 ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

interface TitledCardProps {
  title: ReactNode;
  /**
   * The title's id: the card (a region) is named by its title, and tests and tours find it by it.
   * Without one the card is an unnamed section, like a Card.
   */
  titleId?: string;
  /** Beside the title: what it counts ('Your Golf Rounds' and its number). */
  badge?: ReactNode;
  /** At the header's far end: the card's action ('Log Score', 'View all rounds'). */
  action?: ReactNode;
  children: ReactNode;
}

const HeaderRow = styled(Row)<{ $spread: boolean }>`
  ${({ $spread }) => ($spread ? 'justify-content: space-between;' : '')}
`;

/** A card with a header holding its title (and a badge or action beside it), then the content. */
export function TitledCard({ title, titleId, badge, action, children }: TitledCardProps) {
  const heading = <CardTitle id={titleId}>{title}</CardTitle>;
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        {badge || action ? (
          <HeaderRow $spread={Boolean(action)}>
            {heading}
            {badge}
            {action}
          </HeaderRow>
        ) : (
          heading
        )}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
