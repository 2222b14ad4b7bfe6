import { HStack, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { sectionHref, type SectionView } from '../routes/paths';

const VIEWS: { view: SectionView; label: string }[] = [
  { view: 'edit', label: 'Edit' },
  { view: 'help', label: 'Help' },
  { view: 'live', label: 'Live' },
];

interface Props {
  agentId: string;
  domainName: string;
  pageKey: string;
  sectionKey: string;
  current: SectionView;
  helpOnly: boolean;
}

/** Links between a section's edit, help and live views (a help-only section has no edit view). */
export function SectionTabs({ agentId, domainName, pageKey, sectionKey, current, helpOnly }: Props) {
  return (
    <HStack as="nav" aria-label="Section views" gap="1" borderBottomWidth="1px">
      {VIEWS.filter((v) => !(helpOnly && v.view === 'edit')).map(({ view, label }) => {
        const active = view === current;
        return (
          <Link
            asChild
            key={view}
            px="4"
            py="2"
            fontWeight={active ? 'semibold' : 'normal'}
            borderBottomWidth="2px"
            borderColor={active ? 'colorPalette.solid' : 'transparent'}
            colorPalette="blue"
            mb="-1px"
          >
            <RouterLink
              to={sectionHref({ agentID: agentId, domainName, pageKey, sectionKey }, view)}
              aria-current={active ? 'page' : undefined}
            >
              {label}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
