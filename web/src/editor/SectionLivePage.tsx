import { Text } from '@chakra-ui/react';
import { LiveValues } from './LiveValues';
import { SectionFrame } from './SectionFrame';
import { useSection } from './useSection';

/** ROUTE-044, EDITOR-008: only approved content; pending changes show here once approved. */
export default function SectionLivePage() {
  const ctx = useSection();
  const { states } = ctx;
  const pending = states.filter((s) => s.status === 'pending').length;
  return (
    <SectionFrame ctx={ctx} view="live">
      {(section) => (
        <>
          <Text color="fg.muted">
            {pending > 0
              ? `What visitors see now. ${pending === 1 ? 'One change waits' : `${pending} changes wait`} for approval ` +
                'and will show here once approved.'
              : 'What visitors see now.'}
          </Text>
          <LiveValues states={states} label={`Live content of ${section.label}`} />
        </>
      )}
    </SectionFrame>
  );
}
