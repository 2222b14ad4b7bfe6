import { Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

export function DialogSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="3" role="status" aria-live="polite">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height="5" width="60%" />
      <SkeletonText noOfLines={4} gap="3" />
    </Stack>
  );
}
