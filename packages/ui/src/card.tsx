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
