import { Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SitePagesDialogQuery } from '../__generated__/SitePagesDialogQuery.graphql';
import { ErrorBoundary } from '../routes/ErrorBoundary';
import { NO_ITEMS } from '../widgets/DataTable';
import { ModalDialog } from '../widgets/ModalDialog';
import { DialogSkeleton } from './DialogSkeleton';
import { sitePageLabel, sitePageUrl } from './sitePages';

function SitePages({ domainId }: { domainId: string }) {
  const { node } = useLazyLoadQuery<SitePagesDialogQuery>(
    graphql`
      query SitePagesDialogQuery($id: ID!) {
        node(id: $id) {
          ... on Domain {
            domainName
            productType
            isCancelled
            content
          }
        }
      }
    `,
    { id: domainId },
    { fetchPolicy: 'network-only' },
  );
  // The domains failure text is in the alert bar too.
  if (!node?.content || !node.domainName) return <Text color="fg.error">{MESSAGES.domainsLoad}</Text>;
  if (node.productType === 'parked') {
    return <Text>A parked domain has no pages of its own: it forwards visitors to your main site.</Text>;
  }
  if (node.content.length === 0) return <Text>{NO_ITEMS}</Text>;
  const domainName = node.domainName;
  return (
    <Stack gap="3">
      <Text color="fg.muted">
        {node.isCancelled
          ? 'This domain is cancelled, so these pages are no longer online.'
          : `${node.content.length} ${node.content.length === 1 ? 'page is' : 'pages are'} online. Each opens in a new tab.`}
      </Text>
      <List.Root aria-label={`Pages of ${domainName}`} gap="2" ps="5">
        {node.content.map((route) => (
          <List.Item key={route}>
            {node.isCancelled ? (
              `${sitePageLabel(route)} (${route})`
            ) : (
              <Link href={sitePageUrl(domainName, route)} target="_blank" rel="noopener noreferrer" colorPalette="blue" variant="underline">
                {`${sitePageLabel(route)} (${route})`}
              </Link>
            )}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/**
 * DOM-018 (API-041; decision D-193): the pages of a domain's site, each a link to the live page, so an agent can
 * look at every page after a change without guessing addresses.
 */
export function SitePagesDialog({ domainId, domainName, onClose }: { domainId: string; domainName: string; onClose: () => void }) {
  return (
    <ModalDialog open onClose={onClose} title={`Pages of ${domainName}`} footer={<Button onClick={onClose}>Close</Button>}>
      <ErrorBoundary fallback={<Text color="fg.error">{MESSAGES.domainsLoad}</Text>}>
        <Suspense fallback={<DialogSkeleton label="Loading the site's pages" />}>
          <SitePages domainId={domainId} />
        </Suspense>
      </ErrorBoundary>
    </ModalDialog>
  );
}
