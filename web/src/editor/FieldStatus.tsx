import { Badge } from '@chakra-ui/react';
import type { FieldState } from './fieldStates';

/** Where an input's value comes from: a change waiting for approval, approved content, or the site's default. */
export function FieldStatus({ status }: { status: FieldState['status'] }) {
  if (status === 'pending') return <Badge colorPalette="orange">Waiting for approval</Badge>;
  if (status === 'approved') return <Badge colorPalette="green">Approved</Badge>;
  return <Badge colorPalette="gray">Default</Badge>;
}
