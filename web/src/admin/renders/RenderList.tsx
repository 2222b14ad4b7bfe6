import { Alert, Badge, Box, Flex, Heading, List, Stack, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RenderList_history$key } from '../../__generated__/RenderList_history.graphql';
import { formatDateTime } from '../../lib/format';
import { JsonViewer } from '../../widgets/JsonViewer';
import { RENDER_WARNINGS, renderTriggerLabel, responseValue } from './renderText';

export function SuccessBadge({ success }: { success: boolean }) {
  return <Badge colorPalette={success ? 'green' : 'red'}>{success ? 'Succeeded' : 'Failed'}</Badge>;
}

/** ADMIN-056: every render of one domain, newest first: time, success, trigger, schema errors and the response JSON. */
export function RenderList({ history: key }: { history: RenderList_history$key }) {
  const history = useFragment(
    graphql`
      fragment RenderList_history on DomainRenderHistory {
        domain
        renders {
          renderTime
          success
          trigger
          schemaErrors
          response
        }
      }
    `,
    key,
  );
  const headingId = `renders-of-${history.domain}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h4" size="sm" id={headingId} wordBreak="break-all">
        {`Renders of ${history.domain}`}
      </Heading>
      {history.renders.length === 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{RENDER_WARNINGS.noAttemptsFor(history.domain)}</Alert.Title>
        </Alert.Root>
      ) : (
        <List.Root as="ol" listStyleType="none" gap="3">
          {history.renders.map((render) => {
            const time = formatDateTime(render.renderTime);
            return (
              <List.Item key={String(render.renderTime)}>
                <Box borderWidth="1px" borderRadius="md" p="3" w="full">
                  <Stack gap="2">
                    <Flex gap="3" align="center" wrap="wrap">
                      <Text fontWeight="semibold">{time}</Text>
                      <SuccessBadge success={render.success} />
                      <Text>{`Trigger: ${renderTriggerLabel(render.trigger)}`}</Text>
                    </Flex>
                    {render.schemaErrors.length === 0 ? (
                      <Text color="fg.muted">Schema errors: none</Text>
                    ) : (
                      <Box>
                        <Text>Schema errors:</Text>
                        <List.Root ps="5">
                          {render.schemaErrors.map((error) => (
                            <List.Item key={error} fontFamily="mono" fontSize="sm" wordBreak="break-word">
                              {error}
                            </List.Item>
                          ))}
                        </List.Root>
                      </Box>
                    )}
                    <JsonViewer value={responseValue(render.response)} label={`Response of the render at ${time}`} rootName="response" />
                  </Stack>
                </Box>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Stack>
  );
}
