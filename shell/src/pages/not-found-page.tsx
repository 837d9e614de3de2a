import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, CardContent } from '@fairway/ui';

const Wrapper = styled.div`
  max-width: 480px;
  margin: ${({ theme }) => theme.space(16)} auto;
  padding: 0 ${({ theme }) => theme.space(4)};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
  }
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

export function NotFoundPage() {
  return (
    <Wrapper>
      <Card>
        <CardContent>
          <h1>Page Not Found</h1>
          <p>The page you are looking for does not exist.</p>
          <Link to="/">Go to the home page</Link>
        </CardContent>
      </Card>
    </Wrapper>
  );
}
