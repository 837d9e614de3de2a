import { Skeleton, Stack } from '@fairway/ui';

/** Placeholder rows while a list loads. */
export function ListSkeleton({ rows = 3, height = '72px' }: { rows?: number; height?: string }) {
  return (
    <Stack role="status" aria-busy="true" aria-label="Loading">
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} $height={height} />
      ))}
    </Stack>
  );
}
