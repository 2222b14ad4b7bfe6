import { Badge, Link } from '@chakra-ui/react';
import { BUILD, commitUrl, versionText } from '../lib/buildInfo';

/** ADMIN-004: the UI version, linked to the commit the build was made from. */
export function VersionBadge() {
  const href = commitUrl(BUILD);
  const text = `UI ${versionText(BUILD)}`;
  return (
    <Badge variant="outline" size="sm">
      {href ? (
        <Link href={href} target="_blank" rel="noreferrer" variant="underline" colorPalette="blue" aria-label={`UI version ${versionText(BUILD)}: the build's commit`}>
          {text}
        </Link>
      ) : (
        text
      )}
    </Badge>
  );
}
