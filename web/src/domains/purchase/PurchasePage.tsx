import { MESSAGES } from '@portal/rules';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { requirePageData } from '../../routes/failureText';
import { DomainOrderForm } from '../DomainOrderForm';
import { useDomainOrderPageData } from '../loaders';
import { OrderPageFrame } from '../OrderPageFrame';
import { PATHS } from '../../routes/paths';

/** DOM-004: buy a new domain (?type= preselects a product type from the pricing page). */
export default function PurchasePage() {
  const { siteConfig, agent } = useDomainOrderPageData();
  const { agentID = '' } = useParams();
  const [search] = useSearchParams();
  // ROUTE-022: while domain transactions are off, the list is where the agent goes.
  if (!siteConfig.domainTransactionsEnabled) return <Navigate to={PATHS.domains.href({ agentID })} replace />;
  return (
    <OrderPageFrame agentId={agentID} title="Buy a domain" intro="Register a new domain name for your agency.">
      <DomainOrderForm
        agent={requirePageData(agent, MESSAGES.agentData(agentID))}
        isTransfer={false}
        initialType={search.get('type')}
      />
    </OrderPageFrame>
  );
}
