import { Box, chakra } from '@chakra-ui/react';

type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json };

const Summary = chakra('summary');

function Leaf({ value }: { value: Json }) {
  if (typeof value === 'string') return <chakra.span color="green.700" _dark={{ color: 'green.300' }}>{JSON.stringify(value)}</chakra.span>;
  if (value === null) return <chakra.span color="fg.muted">null</chakra.span>;
  return <chakra.span color="blue.700" _dark={{ color: 'blue.300' }}>{String(value)}</chakra.span>;
}

function describe(value: readonly Json[] | { readonly [key: string]: Json }): string {
  if (Array.isArray(value)) return `[${value.length} ${value.length === 1 ? 'item' : 'items'}]`;
  const n = Object.keys(value).length;
  return `{${n} ${n === 1 ? 'key' : 'keys'}}`;
}

function Node({ name, value, depth, openDepth }: { name: string | null; value: Json; depth: number; openDepth: number }) {
  const label = name === null ? null : <chakra.span fontWeight="semibold">{`${name}: `}</chakra.span>;
  if (value === null || typeof value !== 'object') {
    return (
      <li>
        {label}
        <Leaf value={value} />
      </li>
    );
  }
  const entries: [string, Json][] = Array.isArray(value)
    ? value.map((item, i) => [String(i), item])
    : Object.entries(value as { readonly [key: string]: Json });
  return (
    <li>
      <details open={depth < openDepth}>
        <Summary cursor="pointer">
          {label}
          <chakra.span color="fg.muted">{describe(value)}</chakra.span>
        </Summary>
        <chakra.ul listStyleType="none" ps="5">
          {entries.map(([key, item]) => (
            <Node key={key} name={key} value={item} depth={depth + 1} openDepth={openDepth} />
          ))}
        </chakra.ul>
      </details>
    </li>
  );
}

/** SHELL-036: a JSON value as a tree whose objects and arrays open and close (native details, so keyboard works). */
export function JsonViewer({
  value,
  label,
  rootName = null,
  openDepth = 1,
}: {
  value: unknown;
  label: string;
  /** Shown before the top-level value's summary. */
  rootName?: string | null;
  /** Levels open at first: 0 shows only the top-level summary. */
  openDepth?: number;
}) {
  return (
    <Box as="section" aria-label={label} fontFamily="mono" fontSize="sm" overflowX="auto">
      <chakra.ul listStyleType="none">
        <Node name={rootName} value={(value ?? null) as Json} depth={0} openDepth={openDepth} />
      </chakra.ul>
    </Box>
  );
}
