import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { Link as RouterLink, useLoaderData } from 'react-router-dom';
import type { OverviewLandingPageQuery } from '../__generated__/OverviewLandingPageQuery.graphql';
import type { OverviewLandingData } from './loaders';
import { OverviewHeading } from './OverviewHeading';

/** ROUTE-047, OVERVIEW-001: a card for each sub-page the viewer may open, with a headline number. */
export default function OverviewLandingPage() {
  const { queryRef } = useLoaderData() as OverviewLandingData;
  const data = usePreloadedQuery<OverviewLandingPageQuery>(
    graphql`
      query OverviewLandingPageQuery {
        overview {
          id
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
      }
    `,
    queryRef,
  );
  if (!data.overview) throw new Error(MESSAGES.generic);
  const { agentCount, cards } = data.overview;

  return (
    <Stack gap="6">
      <OverviewHeading title="Overview">
        {agentCount != null
          ? `Statistics and queues across ${agentCount.toLocaleString()} agents.`
          : 'Statistics and queues across your agents.'}
      </OverviewHeading>
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
                    {card.value.toLocaleString()}
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
