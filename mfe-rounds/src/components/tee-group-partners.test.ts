import type { MyTeeGroup } from '@fairway/contracts';
import { groupPartners } from './tee-group-partners';

const group = (leagueId: string, members: Array<[string, 'invited' | 'accepted' | 'declined']>): MyTeeGroup => ({
  id: `g-${leagueId}`,
  leagueId,
  leagueName: leagueId,
  week: '2026-03-02',
  date: '2026-03-07',
  slot: 'morning',
  members: members.map(([userId, status]) => ({ userId, name: userId, status })),
});

it("names the others of the golfer's group in that league, not those who declined", () => {
  const groups = [
    group('other', [
      ['me', 'accepted'],
      ['x', 'accepted'],
    ]),
    group('here', [
      ['a', 'accepted'],
      ['me', 'invited'],
      ['b', 'declined'],
      ['c', 'invited'],
    ]),
  ];
  expect(groupPartners(groups, 'here', 'me')).toEqual(['a', 'c']);
  expect(groupPartners(groups, 'nowhere', 'me')).toEqual([]);
  expect(
    groupPartners(
      [
        group('here', [
          ['me', 'declined'],
          ['a', 'accepted'],
        ]),
      ],
      'here',
      'me',
    ),
  ).toEqual([]);
});
