import { Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { TosAcceptance_dash$key } from '../__generated__/TosAcceptance_dash.graphql';
import { formatDate, UNKNOWN } from '../lib/format';

/** When the agent accepted the Terms of Service. */
export function TosAcceptance({ dash }: { dash: TosAcceptance_dash$key }) {
  const { tosAcceptedOn } = useFragment(
    graphql`
      fragment TosAcceptance_dash on AgentDash {
        tosAcceptedOn
      }
    `,
    dash,
  );
  const date = formatDate(tosAcceptedOn);
  return (
    <Text>
      {date !== UNKNOWN
        ? `Terms of Service accepted on ${date}.`
        : 'The Terms of Service have not been accepted yet.'}
    </Text>
  );
}
