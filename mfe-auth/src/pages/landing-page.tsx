import styled from 'styled-components';
import { PRODUCT_NAME } from '@fairway/contracts';
import { Card, CardContent, CardDescription, CardTitle } from '@fairway/ui';
import { ButtonAnchor } from '../components/button-link';

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.primary};
`;

const Hero = styled.section`
  text-align: center;
  padding: ${({ theme }) => theme.space(16)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(10)};
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin: 0 0 ${({ theme }) => theme.space(4)};
  }
  p {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.muted};
    max-width: 640px;
    margin: 0 auto;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  justify-content: center;
  margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(4)};
`;

const Existing = styled.p`
  && {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Features = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  max-width: 1040px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(12)};
`;

const Honor = styled.section`
  max-width: 760px;
  margin: 0 auto ${({ theme }) => theme.space(16)};
  padding: ${({ theme }) => theme.space(8)};
  text-align: center;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.secondary};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const FEATURES = [
  {
    title: 'Create & Join Leagues',
    text: 'Start a league with friends or join an open one. Pick the courses and how many rounds count.',
  },
  {
    title: 'Track Your Progress',
    text: 'Log every round, follow your handicap, best round and average score over time.',
  },
  {
    title: 'Compete & Have Fun',
    text: 'Climb the leaderboards, earn achievements and see who is available to play this week.',
  },
];

/** The tour's entry: a full page load at / with the tour's query (spec: Take a Tour reloads at /). */
const DEMO_ENTRY_URL = '/?demo=true';

/** Signed-out home. Sign In and Get Started are plain links: full page loads, as the spec asks. */
export function LandingPage() {
  return (
    <div>
      <Header>
        <Brand>{PRODUCT_NAME}</Brand>
        <ButtonAnchor href="/login">Sign In</ButtonAnchor>
      </Header>
      {/* The shell's layout holds the page's one <main>. */}
      <div>
        <Hero>
          <h1>The easiest way to play in a golf league</h1>
          <p>Play when it works for you. No scheduling, no pressure: log your rounds whenever you play and see how you stack up.</p>
          <Actions>
            <ButtonAnchor href="/register" $size="lg">
              Get Started
            </ButtonAnchor>
            {/* A link, so a tap works before the code has loaded (the shell's DemoLinkEntry starts the tour). */}
            <ButtonAnchor href={DEMO_ENTRY_URL} $variant="outline" $size="lg">
              Take a Tour
            </ButtonAnchor>
          </Actions>
          <Existing>
            Already have an account? <a href="/login">Sign in</a>
          </Existing>
        </Hero>
        <Features aria-label="Features">
          {FEATURES.map((feature) => (
            <Card key={feature.title}>
              <CardContent>
                <CardTitle as="h3">{feature.title}</CardTitle>
                <CardDescription>{feature.text}</CardDescription>
              </CardContent>
            </Card>
          ))}
        </Features>
        <Honor>
          <h2>Built on the Honor System</h2>
          <p>
            Scores are self-reported. Every golfer enters their own rounds and we trust each other to play fair, just like a friendly round
            at your home course.
          </p>
          <p>
            Two gentle signals keep it friendly: playing partners can confirm a round (a ✓ with their names), and a round far better than a
            golfer's handicap index is cheered as 'Personal best territory'. Nothing is ever hidden or blocked.
          </p>
        </Honor>
      </div>
    </div>
  );
}
