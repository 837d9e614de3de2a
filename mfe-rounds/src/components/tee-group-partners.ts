// "Played with" from a confirmed tee group (docs/tee-groups.md): logging a round in a league on
// a day the golfer had a group there pre-fills the others of that group (those who did not decline).
import { useEffect, useRef } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { PLAYED_WITH_MAX, type MyTeeGroup } from '@fairway/contracts';
import { api } from '@fairway/platform';

const teeGroupsOfDayApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTeeGroupsOfDay: build.query<MyTeeGroup[], string>({
      query: (date) => `/api/tee-groups/mine?from=${date}&to=${date}`,
      providesTags: ['Availability'],
    }),
  }),
});

/** The others of the caller's group in `leagueId` on `date` (empty without one). */
export function groupPartners(groups: readonly MyTeeGroup[], leagueId: string, userId: string): string[] {
  const group = groups.find(
    (g) => g.leagueId === leagueId && g.members.some((member) => member.userId === userId && member.status !== 'declined'),
  );
  if (!group) return [];
  return group.members
    .filter((member) => member.userId !== userId && member.status !== 'declined')
    .map((member) => member.userId)
    .slice(0, PLAYED_WITH_MAX);
}

/** Fills an empty "played with" from the caller's group, once each time a league and day are
 * chosen (changing the league empties the list, so coming back to one fills it again); a choice
 * the golfer made (or cleared) afterwards is left alone. */
export function usePrefillFromTeeGroup(userId: string | undefined) {
  const form = useForm();
  const { values } = useFormState<{ leagueId?: string; date?: string; playedWith?: string[] }>({ subscription: { values: true } });
  const leagueId = values.leagueId ?? '';
  const date = values.date ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : '';
  const groups = teeGroupsOfDayApi.useGetTeeGroupsOfDayQuery(day, { skip: !day || !leagueId || !userId });
  const key = `${leagueId}|${day}`;
  const filled = useRef<string | null>(null);
  // Another league or day is a new choice: its group may fill the list again.
  useEffect(() => {
    filled.current = null;
  }, [key]);
  // currentData, not data: while another day loads, data is still the previous day's groups.
  const ofDay = groups.currentData;
  useEffect(() => {
    if (!ofDay || !userId || !leagueId) return;
    if (filled.current === key) return;
    const partners = groupPartners(ofDay, leagueId, userId);
    if (partners.length === 0) return;
    filled.current = key;
    if ((values.playedWith ?? []).length === 0) form.change('playedWith', partners);
  }, [ofDay, userId, leagueId, key, values.playedWith, form]);
}
