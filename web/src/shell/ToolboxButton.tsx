import { Button, IconButton } from '@chakra-ui/react';
import { TOOLBOX_PARAM } from '../lib/toolboxQuery';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { ToolboxIcon } from '../widgets/icons';

/** ADMIN-001: the header's way into the admin toolbox for provider staff: the same page with `?admin`. */
export function ToolboxButton({ compact = false }: { compact?: boolean }) {
  const { pathname, search } = useLocation();
  const next = new URLSearchParams(search);
  if (!next.has(TOOLBOX_PARAM)) next.set(TOOLBOX_PARAM, '');
  const to = { pathname, search: `?${next.toString()}` };
  return compact ? (
    <IconButton asChild variant="outline" size="xs">
      <RouterLink to={to} aria-label="Admin toolbox" title="Admin toolbox">
        <ToolboxIcon />
      </RouterLink>
    </IconButton>
  ) : (
    <Button asChild variant="outline" size="sm">
      <RouterLink to={to}>Admin toolbox</RouterLink>
    </Button>
  );
}
