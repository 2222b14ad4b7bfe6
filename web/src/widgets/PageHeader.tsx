import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  /** A line under the title (whose data this is, what the page is for). */
  description?: ReactNode;
  /** The page's main buttons; they wrap under the title on a narrow screen. */
  actions?: ReactNode;
}

/** The top of every page: compact on a phone, so the content starts high (issue #9). */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex gap={{ base: '2', md: '4' }} align={{ base: 'stretch', sm: 'flex-end' }} justify="space-between" wrap="wrap">
      <Stack gap="1" minW="0">
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
