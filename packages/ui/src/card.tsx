import type { ReactNode } from 'react';
import styled from 'styled-components';

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
  /** The title's id: the card (a region) is named by its title, and tests and tours find it by it. */
  titleId: string;
  children: ReactNode;
}

/** A card whose title names it: a region with a header holding only the title, then the content. */
export function TitledCard({ title, titleId, children }: TitledCardProps) {
  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
