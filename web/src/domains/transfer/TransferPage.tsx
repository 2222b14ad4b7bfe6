import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { TransferPageQuery } from '../../__generated__/TransferPageQuery.graphql';
import { DomainOrderForm } from '../DomainOrderForm';
import { OrderPageFrame } from '../OrderPageFrame';
import type { TransferLoaderData } from './transferLoader';

/** DOM-005: bring a domain over from another registrar. */
export default function TransferPage() {
  const { queryRef } = useLoaderData() as TransferLoaderData;
  const { agentID = '' } = useParams();
  const [search] = useSearchParams();
  const { agent } = usePreloadedQuery<TransferPageQuery>(
    graphql`
      query TransferPageQuery($associateId: ID!) {
        siteConfig {
          domainTransactionsEnabled
        }
        agent(associateId: $associateId) {
          ...DomainOrderForm_agent
        }
      }
    `,
    queryRef,
  );
  if (!agent) throw new Error(MESSAGES.agentData(agentID));
  return (
    <OrderPageFrame
      agentId={agentID}
      title="Transfer a domain"
      intro="Move a domain you already own to us. You need the authorization code from your current registrar."
    >
      <DomainOrderForm agent={agent} isTransfer initialType={search.get('type')} />
    </OrderPageFrame>
  );
}
