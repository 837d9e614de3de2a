// Saving and removing availability with their toasts, shared by the week
// view, the day view and the Add Availability dialog.
import { useCallback } from 'react';
import type { TimeSlotId } from '@fairway/contracts';
import { failureToast, toast } from '@fairway/platform';
import { useAddAvailabilityMutation, useRemoveAvailabilityMutation } from '../api';

export interface SlotSelection {
  date: string;
  timeSlot: TimeSlotId;
}

export interface AddResult {
  /** Selections the server refused (left for the user to retry or drop). */
  failed: SlotSelection[];
}

export const ADDED_TITLE = 'Availability Added';
export const REMOVED_TITLE = 'Availability Removed';
export const ADD_FAILED = 'Failed to add availability';
export const REMOVE_FAILED = 'Failed to remove availability';

export function addedDescription(count: number): string {
  // The server adds each slot to every league the user belongs to; the text says so (spec 7).
  return count === 1
    ? 'Your availability has been added to all your leagues.'
    : `Your availability for ${count} time slots has been added to all your leagues.`;
}

export function useAvailabilityActions(leagueId: string) {
  const [add] = useAddAvailabilityMutation();
  const [remove, removeState] = useRemoveAvailabilityMutation();

  /** One POST per selected slot, all in parallel. */
  const addSlots = useCallback(
    async (selections: SlotSelection[], details: { preferredCourse: string | null; notes: string | null }): Promise<AddResult> => {
      const results = await Promise.allSettled(selections.map((selection) => add({ leagueId, ...selection, ...details }).unwrap()));
      const failed = selections.filter((_, i) => results[i].status === 'rejected');
      const firstError = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
      if (firstError) {
        failureToast(firstError.reason, 'Error', ADD_FAILED);
      } else {
        toast({ title: ADDED_TITLE, description: addedDescription(selections.length) });
      }
      return { failed };
    },
    [add, leagueId],
  );

  const removeEntry = useCallback(
    async (availabilityId: string): Promise<boolean> => {
      try {
        await remove({ leagueId, availabilityId }).unwrap();
        toast({ title: REMOVED_TITLE, description: 'Your availability has been removed.' });
        return true;
      } catch (error) {
        failureToast(error, 'Error', REMOVE_FAILED);
        return false;
      }
    },
    [remove, leagueId],
  );

  return { addSlots, removeEntry, isRemoving: removeState.isLoading };
}
