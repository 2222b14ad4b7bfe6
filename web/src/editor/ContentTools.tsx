import { Heading, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { articleBlacklistErrors, MESSAGES, type FieldErrors } from '@portal/rules';
import { COPY_CATEGORIES, parseArticleSlugs } from './contentToolsInput';
import { useState, type ComponentProps } from 'react';
import { Form } from '../widgets/Form';
import { FormField } from '../widgets/FormField';
import { useKitForm } from '../widgets/useKitForm';
import type { EditorData } from './editorData';
import { useRefreshCopy, useSaveArticleBlacklist } from './mutations';

interface Props {
  editor: EditorData;
}

const HIDDEN_LABEL = 'Hidden articles (one article name per line)';
const HIDDEN_HELP =
  'These articles never show in your Simple Insights feed. Write each as its address name, e.g. flood-myths. Saved at once.';

/** EDITOR-047 (API-055, API-056): articles the site's Simple Insights feed leaves out. */
export function ArticleBlacklistForm({ editor }: Props) {
  return (
    <Stack as="section" aria-labelledby="article-blacklist-heading" gap="3" maxW="3xl">
      <Heading as="h2" size="lg" id="article-blacklist-heading">
        Hidden articles
      </Heading>
      {editor.articleBlacklist == null ? (
        <Text role="alert">{MESSAGES.editorApi}</Text>
      ) : editor.canEdit ? (
        <ArticleBlacklistEdit editor={editor} saved={editor.articleBlacklist.join('\n')} />
      ) : (
        <FormField label={HIDDEN_LABEL} helperText={HIDDEN_HELP} disabled>
          <Textarea rows={4} value={editor.articleBlacklist.join('\n')} readOnly />
        </FormField>
      )}
    </Stack>
  );
}

function ArticleBlacklistEdit({ editor, saved }: Props & { saved: string }) {
  const [saveArticleBlacklist] = useSaveArticleBlacklist();
  const form = useKitForm<{ articles: string }>({
    defaultValues: { articles: saved },
    // Checked here too, so a typo is shown at once (decision D-67); the gateway and the provider check it again.
    validate: ({ articles }): FieldErrors => {
      const invalid = articleBlacklistErrors(parseArticleSlugs(articles));
      return invalid.length > 0 ? { articles: [invalid.join(' ')] } : {};
    },
    failureText: MESSAGES.editorApi,
    serverFields: { articleBlacklist: 'articles' },
    onSubmit: async ({ articles }) => {
      const slugs = parseArticleSlugs(articles);
      await saveArticleBlacklist(
        { input: { agentId: editor.agentId, domainName: editor.domainName, articleBlacklist: slugs } },
        { save: { saving: 'Saving…', saved: 'Hidden articles saved' } },
      );
      form.reset({ articles: slugs.join('\n') });
    },
  });
  return (
    <Form form={form} label="Hidden articles form" submitLabel="Save hidden articles" busyLabel="Saving">
      <FormField name="articles" label={HIDDEN_LABEL} helperText={HIDDEN_HELP}>
        <Textarea rows={4} {...form.register('articles')} />
      </FormField>
    </Form>
  );
}

function CategorySelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root maxW="sm">
      <NativeSelect.Field {...props}>
        {COPY_CATEGORIES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** EDITOR-046 (API-054): ask the provider to write one category of stock copy again. */
export function CopyRefreshForm({ editor }: Props) {
  const [refreshCopy] = useRefreshCopy();
  const [done, setDone] = useState<string | null>(null);
  const form = useKitForm<{ category: string }>({
    defaultValues: { category: COPY_CATEGORIES[0].value },
    failureText: MESSAGES.editorApi,
    onSubmit: async ({ category }) => {
      setDone(null);
      const label = COPY_CATEGORIES.find((c) => c.value === category)?.label ?? category;
      await refreshCopy(
        { input: { agentId: editor.agentId, domainName: editor.domainName, category } },
        { save: { saving: 'Requesting…', saved: 'Requested' } },
      );
      setDone(`New ${label.toLowerCase()} was requested. It shows on your site once written.`);
    },
  });
  return (
    <Stack as="section" aria-labelledby="copy-refresh-heading" gap="3" maxW="3xl">
      <Heading as="h2" size="lg" id="copy-refresh-heading">
        Refresh stock copy
      </Heading>
      {editor.canEdit ? (
        <Form form={form} label="Refresh stock copy form" submitLabel="Refresh copy" busyLabel="Requesting">
          <FormField name="category" label="Copy to refresh">
            <CategorySelect {...form.register('category')} />
          </FormField>
        </Form>
      ) : (
        <FormField label="Copy to refresh" disabled>
          <CategorySelect defaultValue={COPY_CATEGORIES[0].value} />
        </FormField>
      )}
      <Text role="status">{done ?? ''}</Text>
    </Stack>
  );
}
