import { Badge, Button, Card, Flex, Heading, Link, List, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { DOMAIN_RULE_MESSAGES, MESSAGES } from '@portal/rules';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { requirePageData } from '../../routes/failureText';
import { PageHeader } from '../../widgets/PageHeader';
import { useWelcomePageData } from '../loaders';
import { PATHS } from '../../routes/paths';

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <List.Item listStyleType="none">
      <Card.Root h="full">
        <Card.Body>
          <Stack gap="3">
            <Flex gap="3" align="center">
              <Badge size="lg" colorPalette="blue" rounded="full" aria-hidden="true">
                {number}
              </Badge>
              <Heading as="h2" size="lg">
                <VisuallyHidden>{`Step ${number}: `}</VisuallyHidden>
                {title}
              </Heading>
            </Flex>
            {children}
          </Stack>
        </Card.Body>
      </Card.Root>
    </List.Item>
  );
}

/** ROUTE-035: a new agent's first page: the three steps to a site of their own. */
export default function WelcomePage() {
  const { agent: maybeAgent, siteConfig } = useWelcomePageData();
  const { agentID = '' } = useParams();
  const agent = requirePageData(maybeAgent, MESSAGES.agentData(agentID));
  const enabled = siteConfig.domainTransactionsEnabled;
  const owned = agent.domains?.totalCount ?? 0;
  return (
    <Stack gap="6">
      <PageHeader
        title={`Welcome, ${agent.displayName}`}
        description="Your agency website starts with a domain. Three steps get you there."
      />
      {owned > 0 && (
        <Text>
          {`You already have ${owned} ${owned === 1 ? 'domain' : 'domains'}: see `}
          <Link asChild colorPalette="blue">
            <RouterLink to={PATHS.domains.href({ agentID })}>your domains</RouterLink>
          </Link>
          .
        </Text>
      )}
      <List.Root as="ol" display="grid" gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }} gap="4">
        <Step number={1} title="Pick a product">
          <Text>Parked, Proxied, M1 or M2: compare what each type does and what it costs per month.</Text>
          <Button asChild variant="outline" alignSelf="flex-start">
            <RouterLink to={PATHS.pricing.href({ agentID })}>See pricing</RouterLink>
          </Button>
        </Step>
        <Step number={2} title="Buy or transfer a domain">
          <Text>Register a new name, or bring over a domain you already own with its authorization code.</Text>
          {enabled ? (
            <Flex gap="2" wrap="wrap">
              <Button asChild>
                <RouterLink to={PATHS.purchase.href({ agentID })}>Buy a domain</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to={PATHS.transfer.href({ agentID })}>Transfer a domain</RouterLink>
              </Button>
            </Flex>
          ) : (
            <Text color="fg.muted">{DOMAIN_RULE_MESSAGES.transactionsDisabled}</Text>
          )}
        </Step>
        <Step number={3} title="Build the site">
          <Text>Once the domain is active, open it from your domains list and fill in your pages.</Text>
          <Button asChild variant="outline" alignSelf="flex-start">
            <RouterLink to={PATHS.domains.href({ agentID })}>Go to your domains</RouterLink>
          </Button>
        </Step>
      </List.Root>
    </Stack>
  );
}
