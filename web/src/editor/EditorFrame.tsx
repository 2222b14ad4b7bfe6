import { Breadcrumb, Link, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../widgets/PageHeader';
import { PATHS } from '../routes/paths';

interface Props {
  agentId: string;
  domainName: string;
  title: string;
  /** The page's label: the crumb after the landing page. */
  trail?: string;
  /** With a section: the page crumb links to the page's read-only view and the section is the current crumb. */
  pageKey?: string;
  section?: string;
  children: ReactNode;
  actions?: ReactNode;
}

/** The heading of an editor page: where it sits in the editor and its title (ROUTE-046). */
export function EditorFrame({ agentId, domainName, title, trail, pageKey, section, children, actions }: Props) {
  return (
    <Stack gap="6">
      <Stack gap="2">
        <Breadcrumb.Root>
          <Breadcrumb.List>
            <Breadcrumb.Item>
              <Breadcrumb.Link asChild>
                <RouterLink to={PATHS.editor.href({ agentID: agentId, domainName })}>{`${domainName} editor`}</RouterLink>
              </Breadcrumb.Link>
            </Breadcrumb.Item>
            {trail && (
              <>
                <Breadcrumb.Separator />
                <Breadcrumb.Item>
                  {section && pageKey ? (
                    <Breadcrumb.Link asChild>
                      <RouterLink to={PATHS.nonEditable.href({ agentID: agentId, domainName, pageKey })}>{trail}</RouterLink>
                    </Breadcrumb.Link>
                  ) : (
                    <Breadcrumb.CurrentLink>{trail}</Breadcrumb.CurrentLink>
                  )}
                </Breadcrumb.Item>
              </>
            )}
            {section && (
              <>
                <Breadcrumb.Separator />
                <Breadcrumb.Item>
                  <Breadcrumb.CurrentLink>{section}</Breadcrumb.CurrentLink>
                </Breadcrumb.Item>
              </>
            )}
          </Breadcrumb.List>
        </Breadcrumb.Root>
        <PageHeader title={title} actions={actions} />
      </Stack>
      {children}
    </Stack>
  );
}

/** Shown instead of a page's content when the editor tree does not have it. */
export function Missing({ text, agentId, domainName }: { text: string; agentId: string; domainName: string }) {
  return (
    <Stack gap="3">
      <Text>{text}</Text>
      <Link asChild colorPalette="blue" alignSelf="flex-start">
        <RouterLink to={PATHS.editor.href({ agentID: agentId, domainName })}>Back to the editor</RouterLink>
      </Link>
    </Stack>
  );
}
