import { ChakraProvider, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { system } from '../../web/src/theme/system';
import { DataTable, type Column } from '../../web/src/widgets/DataTable';
import { FormScope } from '../../web/src/widgets/Form';
import { FormField } from '../../web/src/widgets/FormField';
import type { KitForm } from '../../web/src/widgets/useKitForm';
import { PageHeader } from '../../web/src/widgets/PageHeader';

// Emotion puts <style> tags between the elements; the markup alone is what the tests read.
const withStyles = (node: ReactNode) => renderToStaticMarkup(<ChakraProvider value={system}>{node}</ChakraProvider>);
const render = (node: ReactNode) => withStyles(node).replace(/<style[^>]*>.*?<\/style>/g, '');

interface Row {
  id: string;
  domain: string;
  calls: number;
}
const ROWS: Row[] = [
  { id: 'a', domain: 'b10.example', calls: 3 },
  { id: 'b', domain: 'b2.example', calls: 12 },
  { id: 'c', domain: 'a.example', calls: 7 },
];
const COLUMNS: Column<Row>[] = [
  { key: 'domain', header: 'Domain', longText: true, sortValue: (r) => r.domain, cell: (r) => r.domain },
  { key: 'calls', header: 'Calls', align: 'end', sortValue: (r) => r.calls, firstDirection: 'desc', cell: (r) => r.calls },
  { key: 'note', header: 'Note', cell: () => 'plain' },
];
const order = (html: string) => [...html.matchAll(/>([ab]\d*\.example)</g)].map((m) => m[1]);

describe('DataTable (issue #9 kit)', () => {
  it('SHELL-036: sortable headers carry aria-sort and a button; the default sort orders the rows as a person would', () => {
    const html = render(
      <DataTable label="Domains" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} defaultSort={{ key: 'domain', direction: 'asc' }} />,
    );
    expect(html).toMatch(/<th[^>]*aria-sort="ascending"[^>]*><button[^>]*>Domain/);
    expect(html).toMatch(/<th[^>]*aria-sort="none"[^>]*><button[^>]*>Calls/);
    expect(html).toMatch(/<th(?![^>]*aria-sort)[^>]*scope="col"[^>]*>Note<\/th>/);
    expect(order(html)).toEqual(['a.example', 'b2.example', 'b10.example']);

    const byCalls = render(
      <DataTable label="Domains" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} defaultSort={{ key: 'calls', direction: 'desc' }} />,
    );
    expect(order(byCalls)).toEqual(['b2.example', 'a.example', 'b10.example']);
  });

  it('SHELL-036: with onSortChange the rows stay in the server\'s order and the header shows the server\'s sort', () => {
    const html = render(
      <DataTable
        label="Domains"
        columns={[{ ...COLUMNS[0], sortValue: undefined, sortKey: 'domain_name' }]}
        rows={ROWS}
        rowKey={(r) => r.id}
        sort={{ key: 'domain_name', direction: 'desc' }}
        onSortChange={() => undefined}
      />,
    );
    expect(html).toMatch(/aria-sort="descending"/);
    expect(order(html)).toEqual(['b10.example', 'b2.example', 'a.example']);
  });

  it('SHELL-037: an empty table says "No items found" across every column, actions included', () => {
    const html = render(
      <DataTable label="Empty" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} actions={() => <button>Edit</button>} />,
    );
    expect(html).toMatch(/<td[^>]*colSpan="4"[^>]*>No items found<\/td>/i);
    expect(html).toMatch(/<th[^>]*scope="col"[^>]*>Actions<\/th>/);
  });

  it('issue #9 issue #28: a labelled, focusable scroll region; busy dims it and marks the table aria-busy; words never break mid-word', () => {
    const html = render(
      <DataTable label="Domains" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} busy actions={(r) => <button>{`Edit ${r.domain}`}</button>} />,
    );
    expect(html).toMatch(/<div[^>]*role="region"[^>]*aria-label="Domains"[^>]*tabindex="0"/);
    expect(html).toMatch(/<table[^>]*aria-label="Domains"[^>]*aria-busy="true"/);
    expect(render(<DataTable label="Domains" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />)).not.toContain('aria-busy');
    expect(html).toContain('>Edit a.example</button>');
    const styled = withStyles(<DataTable label="Domains" columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} />);
    expect(styled).not.toContain('break-all');
    expect(styled).toContain('overflow-wrap:anywhere');
    expect(styled).toContain('overflow-wrap:normal');
    expect(styled).toContain('word-break:normal');
  });
});

describe('PageHeader and FormField (issue #9 kit)', () => {
  it('SHELL-036: the page header is the page\'s one h1 with its description and actions', () => {
    const html = render(<PageHeader title="Email redirects" description="Alice Anderson" actions={<button>Add a redirect</button>} />);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Email redirects<\/h1>/);
    expect(html).toContain('Alice Anderson');
    expect(html).toContain('>Add a redirect</button>');
  });

  it('VALID-012: a field shows its form\'s error by its dotted name, marks the control invalid and keeps its label', () => {
    const form = {
      formState: { errors: { rows: [undefined, { realAddress: { type: 'rules', message: 'Enter a valid email address.' } }] } },
    } as unknown as KitForm<{ rows: { realAddress: string }[] }>;
    const html = render(
      <FormScope form={form}>
        <FormField name="rows.1.realAddress" label="Real address 2" required>
          <Input />
        </FormField>
        <FormField name="rows.0.realAddress" label="Real address 1" helperText="Where the mail goes">
          <Input />
        </FormField>
      </FormScope>,
    );
    expect(html).toContain('Enter a valid email address.');
    expect(html).toMatch(/<input[^>]*aria-invalid="true"/);
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
    expect(html).toContain('Where the mail goes');
  });
});
