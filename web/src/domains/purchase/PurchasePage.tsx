import { MESSAGES } from '@portal/rules';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useParams, useSearchParams } from 'react-router-dom';
import type { PurchasePageQuery } from '../../__generated__/PurchasePageQuery.graphql';
import { DomainOrderForm } from '../DomainOrderForm';
import { OrderPageFrame } from '../OrderPageFrame';
import type { PurchaseLoaderData } from './purchaseLoader';

/** DOM-004: buy a new domain (?type= preselects a product type from the pricing page). */
export default function PurchasePage() {
  const { queryRef } = useLoaderData() as PurchaseLoaderData;
  const { agentID = '' } = useParams();
  const [search] = useSearchParams();
  const { agent } = usePreloadedQuery<PurchasePageQuery>(
    graphql`
      query PurchasePageQuery($associateId: ID!) {
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
    <OrderPageFrame agentId={agentID} title="Buy a domain" intro="Register a new domain name for your agency.">
      <DomainOrderForm agent={agent} isTransfer={false} initialType={search.get('type')} />
    </OrderPageFrame>
  );
}
