import { MESSAGES } from '@portal/rules';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { requirePageData } from '../../routes/failureText';
import { DomainOrderForm } from '../DomainOrderForm';
import { useDomainOrderPageData } from '../loaders';
import { OrderPageFrame } from '../OrderPageFrame';
import { PATHS } from '../../routes/paths';

/** DOM-005: bring a domain over from another registrar. */
export default function TransferPage() {
  const { siteConfig, agent } = useDomainOrderPageData();
  const { agentID = '' } = useParams();
  const [search] = useSearchParams();
  // ROUTE-023: while domain transactions are off, the list is where the agent goes.
  if (!siteConfig.domainTransactionsEnabled) return <Navigate to={PATHS.domains.href({ agentID })} replace />;
  return (
    <OrderPageFrame
      agentId={agentID}
      title="Transfer a domain"
      intro="Move a domain you already own to us. You need the authorization code from your current registrar."
    >
      <DomainOrderForm
        agent={requirePageData(agent, MESSAGES.agentData(agentID))}
        isTransfer
        initialType={search.get('type')}
      />
    </OrderPageFrame>
  );
}
