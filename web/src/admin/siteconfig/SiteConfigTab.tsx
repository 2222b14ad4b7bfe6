import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { SiteConfigTabQuery } from '../../__generated__/SiteConfigTabQuery.graphql';
import { SiteConfigForm } from './SiteConfigForm';
import type { ToolboxTabProps } from '../agentTab';

/**
 * ADMIN-052..055, D-53: the domain transactions switch, the demo domains and users, and the editor message, saved
 * together with API-003 (ERR-004 on failure).
 */
export default function SiteConfigTab({ query }: ToolboxTabProps) {
  const data = useLazyLoadQuery<SiteConfigTabQuery>(
    graphql`
      query SiteConfigTabQuery {
        siteConfig {
          ...SiteConfigForm_siteConfig
        }
      }
    `,
    {},
    query,
  );
  return <SiteConfigForm siteConfig={data.siteConfig} />;
}
