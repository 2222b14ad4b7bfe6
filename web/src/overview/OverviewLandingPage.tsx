import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router-dom';
import type { OverviewLandingPage_overview$key } from '../__generated__/OverviewLandingPage_overview.graphql';
import { formatCount } from '../lib/format';
import { requirePageData } from '../routes/failureText';
import { PageHeader } from '../widgets/PageHeader';
import { useOverviewLandingData } from './loaders';
import { QueueNavCount } from './QueueNavCount';

/** ROUTE-047, OVERVIEW-001: a card for each sub-page the viewer may open, with a headline number. */
export default function OverviewLandingPage() {
  const overview = requirePageData(useOverviewLandingData().overview, MESSAGES.generic);
  return (
    <>
      <QueueNavCount overview={overview} />
      <OverviewCards overview={overview} />
    </>
  );
}

function OverviewCards({ overview }: { overview: OverviewLandingPage_overview$key }) {
  const { agentCount, cards } = useFragment(
    graphql`
      fragment OverviewLandingPage_overview on Overview {
        agentCount
        cards {
          page
          title
          description
          path
          value
          label
        }
      }
    `,
    overview,
  );

  return (
    <Stack gap="6">
      <PageHeader
        title="Overview"
        description={
          agentCount != null
            ? `Statistics and queues across ${formatCount(agentCount)} agents.`
            : 'Statistics and queues across your agents.'
        }
      />
      {cards && cards.length === 0 && (
        <Text>Your account has no overview permissions yet. Ask your administrator for access to the pages you need.</Text>
      )}
      {!cards && <Text color="fg.error">{MESSAGES.generic}</Text>}
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, xl: 3 }} gap="4" aria-label="Overview pages">
        {(cards ?? []).map((card) => {
          const headingId = `overview-card-${card.page}`;
          return (
            <Box as="li" key={card.page} borderWidth="1px" rounded="md" p="4">
              <Stack as="article" gap="3" aria-labelledby={headingId} h="full">
                <Heading as="h2" size="md" id={headingId}>
                  {card.title}
                </Heading>
                <Stack gap="0">
                  <Text fontSize="3xl" fontWeight="semibold" lineHeight="short">
                    {formatCount(card.value)}
                  </Text>
                  <Text color="fg.muted">{card.label}</Text>
                </Stack>
                <Text flex="1">{card.description}</Text>
                <Button asChild variant="outline" alignSelf="flex-start">
                  <RouterLink to={card.path} aria-label={`Open ${card.title}`}>
                    Open
                  </RouterLink>
                </Button>
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
