import { Button, Field, Heading, HStack, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { articleBlacklistErrors, COPY_CATEGORIES, MESSAGES, parseArticleSlugs } from '@portal/rules';
import { useState, type FormEvent } from 'react';
import { useRelayEnvironment } from 'react-relay';
import type { editorMutationsArticleBlacklistMutation } from '../__generated__/editorMutationsArticleBlacklistMutation.graphql';
import type { editorMutationsRefreshCopyMutation } from '../__generated__/editorMutationsRefreshCopyMutation.graphql';
import { mutate } from '../relay/mutate';
import { trackSave } from '../saving';
import type { EditorData } from './editorData';
import { refreshCopyMutation, saveArticleBlacklistMutation } from './editorMutations';

interface Props {
  editor: EditorData;
}

/** EDITOR-047 (API-055, API-056): articles the site's Simple Insights feed leaves out. */
export function ArticleBlacklistForm({ editor }: Props) {
  const environment = useRelayEnvironment();
  const saved = (editor.articleBlacklist ?? []).join('\n');
  const [text, setText] = useState<string | null>(null);
  const value = text ?? saved;
  // Checked here too, so a typo is shown at once (decision D-67); the gateway and the provider check it again.
  const [errors, setErrors] = useState<string[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid = articleBlacklistErrors(parseArticleSlugs(value));
    setErrors(invalid);
    if (invalid.length > 0) return;
    trackSave(
      mutate<editorMutationsArticleBlacklistMutation>(environment, saveArticleBlacklistMutation, {
        input: { agentId: editor.agentId, domainName: editor.domainName, articleBlacklist: parseArticleSlugs(value) },
      }),
      { saving: 'Saving…', saved: 'Hidden articles saved' },
    )
      .then(() => setText(null))
      .catch(() => undefined);
  };
  return (
    <Stack as="section" aria-labelledby="article-blacklist-heading" gap="3" maxW="3xl">
      <Heading as="h2" size="lg" id="article-blacklist-heading">
        Hidden articles
      </Heading>
      {editor.articleBlacklist == null ? (
        <Text role="alert">{MESSAGES.editorApi}</Text>
      ) : (
        <form onSubmit={submit} aria-label="Hidden articles form">
          <Stack gap="3">
            <Field.Root disabled={!editor.canEdit} invalid={errors.length > 0}>
              <Field.Label>Hidden articles (one article name per line)</Field.Label>
              <Textarea rows={4} value={value} onChange={(e) => setText(e.target.value)} />
              <Field.HelperText>
                These articles never show in your Simple Insights feed. Write each as its address name, e.g.
                flood-myths. Saved at once.
              </Field.HelperText>
              {errors.map((message) => (
                <Field.ErrorText key={message}>{message}</Field.ErrorText>
              ))}
            </Field.Root>
            {editor.canEdit && (
              <Button type="submit" variant="outline" alignSelf="flex-start">
                Save hidden articles
              </Button>
            )}
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** EDITOR-046 (API-054): ask the provider to write one category of stock copy again. */
export function CopyRefreshForm({ editor }: Props) {
  const environment = useRelayEnvironment();
  const [category, setCategory] = useState<string>(COPY_CATEGORIES[0].value);
  const [done, setDone] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const label = COPY_CATEGORIES.find((c) => c.value === category)?.label ?? category;
    trackSave(
      mutate<editorMutationsRefreshCopyMutation>(environment, refreshCopyMutation, {
        input: { agentId: editor.agentId, domainName: editor.domainName, category },
      }),
      { saving: 'Requesting…', saved: 'Requested' },
    )
      .then(() => setDone(`New ${label.toLowerCase()} was requested. It shows on your site once written.`))
      .catch(() => undefined);
  };
  return (
    <Stack as="section" aria-labelledby="copy-refresh-heading" gap="3" maxW="3xl">
      <Heading as="h2" size="lg" id="copy-refresh-heading">
        Refresh stock copy
      </Heading>
      <form onSubmit={submit} aria-label="Refresh stock copy form">
        <HStack gap="3" align="flex-end" wrap="wrap">
          <Field.Root maxW="sm" disabled={!editor.canEdit}>
            <Field.Label>Copy to refresh</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field value={category} onChange={(e) => setCategory(e.target.value)}>
                {COPY_CATEGORIES.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          {editor.canEdit && (
            <Button type="submit" variant="outline">
              Refresh copy
            </Button>
          )}
        </HStack>
      </form>
      <Text role="status">{done ?? ''}</Text>
    </Stack>
  );
}
