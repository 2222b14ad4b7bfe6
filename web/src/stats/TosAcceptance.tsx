import { Text } from '@chakra-ui/react';
import dayjs from 'dayjs';
import { graphql, useFragment } from 'react-relay';
import type { TosAcceptance_dash$key } from '../__generated__/TosAcceptance_dash.graphql';

const TOS_DATE_FORMAT = 'MMMM D, YYYY';

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
  const date = tosAcceptedOn ? dayjs(tosAcceptedOn) : null;
  return (
    <Text>
      {date?.isValid()
        ? `Terms of Service accepted on ${date.format(TOS_DATE_FORMAT)}.`
        : 'The Terms of Service have not been accepted yet.'}
    </Text>
  );
}
