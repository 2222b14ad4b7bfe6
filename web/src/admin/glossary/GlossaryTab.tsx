import { Button, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { MESSAGES, type GlossaryKeyword } from '@portal/rules';
import { useReducer, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import type { GlossaryTabQuery } from '../../__generated__/GlossaryTabQuery.graphql';
import { ConfirmDialog } from '../../widgets/ConfirmDialog';
import { FormField } from '../../widgets/FormField';
import { addedText, editorReducer, type EditorTerm } from './editorMode';
import { EditKeywordDialog } from './EditKeywordDialog';
import { GlossaryTermsTable } from './GlossaryTermsTable';
import { useAddBuiltInGlossaryTerms, useCreateGlossaryTerm, useDeleteGlossaryTerm, useUpdateGlossaryTerm } from './mutations';
import { LoadFailure } from '../../widgets/LoadFailure';
import { useTabReload, type ToolboxTabProps } from '../agentTab';

const keywordOf = ({ termId: _id, ...keyword }: EditorTerm): GlossaryKeyword => keyword;

const SAVE = { saving: 'Saving term…', saved: 'Term saved', failure: MESSAGES.glossarySave };

/** ADMIN-013, GLOSS-011..025: the glossary editor; every write goes through the saving snackbar. */
export default function GlossaryTab({ query }: ToolboxTabProps) {
  const { options, reload, reloading } = useTabReload(query);
  const data = useLazyLoadQuery<GlossaryTabQuery>(
    graphql`
      query GlossaryTabQuery {
        glossary {
          terms {
            termId
            path
          }
          ...GlossaryTermsTable_glossary
        }
      }
    `,
    {},
    options,
  );
  const [search, setSearch] = useState('');
  const [editor, dispatch] = useReducer(editorReducer, null);
  const [report, setReport] = useState<string | null>(null);
  const [create] = useCreateGlossaryTerm();
  const [update] = useUpdateGlossaryTerm();
  const [remove] = useDeleteGlossaryTerm();
  const [addAll, adding] = useAddBuiltInGlossaryTerms();
  const glossary = data.glossary;
  if (!glossary) return <LoadFailure text={MESSAGES.glossaryLoad} onRetry={reload} retrying={reloading} />;

  const takenPaths = (except: string | null) => glossary.terms.filter((t) => t.termId !== except).map((t) => t.path);
  const inputOf = (v: GlossaryKeyword) => ({
    title: v.title,
    description: v.description,
    path: v.path,
    visible: v.visible,
    examples: v.examples,
    notes: v.notes,
  });
  const close = () => dispatch({ type: 'close' });

  return (
    <Stack gap="4">
      <Heading as="h3" size="md" id="admin-glossary-heading">
        Glossary terms
      </Heading>
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <FormField label="Search terms" w="auto">
          <Input type="search" value={search} onChange={(e) => setSearch(e.target.value)} maxW="20rem" />
        </FormField>
        <Flex gap="2" wrap="wrap">
          <Button
            variant="outline"
            loading={adding}
            loadingText="Adding"
            onClick={() => {
              setReport(null);
              void addAll({}, { save: { saving: 'Adding keywords…', saved: 'Keywords added', failure: MESSAGES.glossarySave } }).then(
                (r) => setReport(addedText(r.addBuiltInGlossaryTerms.added)),
                () => undefined,
              );
            }}
          >
            Add All keywords
          </Button>
          <Button onClick={() => dispatch({ type: 'new' })}>New Keyword</Button>
        </Flex>
      </Flex>
      <Text role="status" color="fg.muted" minH="1lh">
        {report ?? ''}
      </Text>
      <GlossaryTermsTable glossary={glossary} search={search} dispatch={dispatch} />

      {editor?.mode === 'adding' && (
        <EditKeywordDialog
          mode={editor.from}
          values={editor.values}
          takenPaths={takenPaths(null)}
          onSave={(v) => create({ input: inputOf(v) }, { save: SAVE })}
          onClose={close}
        />
      )}
      {editor?.mode === 'editing' && (
        <EditKeywordDialog
          mode="edit"
          values={keywordOf(editor.term)}
          takenPaths={takenPaths(editor.term.termId)}
          onSave={(v) => update({ termId: editor.term.termId, input: inputOf(v) }, { save: SAVE })}
          onClose={close}
        />
      )}
      {editor?.mode === 'deleting' && (
        <ConfirmDialog
          title={`Delete ${editor.term.title}?`}
          confirmLabel="Delete"
          cancelLabel="Cancel"
          failureText={MESSAGES.glossaryDelete}
          onConfirm={() => remove({ termId: editor.term.termId }, { save: { saving: 'Deleting term…', saved: 'Term deleted', failure: MESSAGES.glossaryDelete } })}
          onClose={close}
        >
          Are you sure you want to delete this term?
        </ConfirmDialog>
      )}
    </Stack>
  );
}
