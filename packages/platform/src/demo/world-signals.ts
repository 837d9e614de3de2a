// Honor-system signals of the demo world, derived from its rounds so the tour shows
// them without storing anything: 'Personal best territory' by the shared rule, and "played with"
// on the demo user's rounds (the next member of the league, confirmed on every other one); the
// newest round of another member in the demo user's leagues names the demo user and awaits
// their confirmation.
import { DEMO_USER_ID, personalBestRoundIds, type ConfirmationRequest, type Round, type RoundPartnerView } from '@fairway/contracts';
import type { DemoRound, DemoWorld } from './world-rows';

function golferName(world: DemoWorld, userId: string) {
  const golfer = world.golfers.find((candidate) => candidate.id === userId);
  return { firstName: golfer?.firstName ?? '', lastName: golfer?.lastName ?? '' };
}

/** The round by another member naming the demo user (newest first in world.rounds). */
function requestRound(world: DemoWorld): DemoRound | undefined {
  const mine = new Set(world.leagues.filter((league) => league.members.some((m) => m.userId === DEMO_USER_ID)).map((league) => league.id));
  return world.rounds.find((round) => round.userId !== DEMO_USER_ID && mine.has(round.leagueId));
}

function partnersOf(world: DemoWorld, round: DemoRound, position: number): RoundPartnerView[] {
  if (round.id === requestRound(world)?.id) return [{ userId: DEMO_USER_ID, ...golferName(world, DEMO_USER_ID), confirmed: false }];
  if (round.userId !== DEMO_USER_ID) return [];
  const league = world.leagues.find((candidate) => candidate.id === round.leagueId);
  const partner = league?.members.find((member) => member.userId !== DEMO_USER_ID);
  if (!partner) return [];
  return [{ userId: partner.userId, ...golferName(world, partner.userId), confirmed: position % 2 === 0 }];
}

export function withDemoSignals(world: DemoWorld, rounds: Round[]): Round[] {
  const userIds = new Set(rounds.map((round) => round.userId));
  const personalBest = new Set<string>();
  for (const userId of userIds) {
    for (const id of personalBestRoundIds(world.rounds.filter((round) => round.userId === userId))) personalBest.add(id);
  }
  const demoOrder = world.rounds.filter((round) => round.userId === DEMO_USER_ID).map((round) => round.id);
  return rounds.map((round) => {
    const raw = world.rounds.find((candidate) => candidate.id === round.id);
    return {
      ...round,
      playedWith: raw ? partnersOf(world, raw, demoOrder.indexOf(raw.id)) : [],
      personalBest: personalBest.has(round.id),
    };
  });
}

export function confirmationRequests(world: DemoWorld): ConfirmationRequest[] {
  const round = requestRound(world);
  if (!round) return [];
  const league = world.leagues.find((candidate) => candidate.id === round.leagueId);
  return [
    {
      roundId: round.id,
      course: round.course,
      score: round.score,
      date: round.date,
      leagueName: league?.name ?? '',
      user: golferName(world, round.userId),
    },
  ];
}
