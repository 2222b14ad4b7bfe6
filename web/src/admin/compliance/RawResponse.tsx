import { Box, Code } from '@chakra-ui/react';
import { JsonViewer } from '../../widgets/JsonViewer';
import { CopyButton } from '../../widgets/CopyButton';

function parsed(raw: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(raw) as unknown };
  } catch {
    return { ok: false };
  }
}

/** ADMIN-082: the vendor's answer exactly as it came, copyable, shown as a tree (or as text if it is not JSON). */
export function RawResponse({ raw }: { raw: string }) {
  const json = parsed(raw);
  return (
    <>
      <Box>
        <CopyButton value={raw} />
      </Box>
      {json.ok ? (
        <JsonViewer value={json.value} label="Raw compliance response" openDepth={4} />
      ) : (
        <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-word" p="3">
          {raw}
        </Code>
      )}
    </>
  );
}
