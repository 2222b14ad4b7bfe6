import { ChakraProvider } from '@chakra-ui/react';
import { MESSAGES, TEXT_LIMITS } from '@portal/rules';
import { DEFAULT_ROWS_PER_PAGE, PAGINATOR_RANGE, ROWS_PER_PAGE_OPTIONS } from '../../web/src/lib/paging';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../web/src/theme/system';
import { Autocomplete } from '../../web/src/widgets/Autocomplete';
import { CharacterCounter } from '../../web/src/widgets/CharacterCounter';
import { characterCount } from '../../web/src/widgets/characterCount';
import { DataTable, NO_ITEMS, type Column } from '../../web/src/widgets/DataTable';
import { Form } from '../../web/src/widgets/Form';
import { FormField } from '../../web/src/widgets/FormField';
import { JsonViewer } from '../../web/src/widgets/JsonViewer';
import { INITIAL_ROWS_PER_PAGE, pageCountOf, pageOf } from '../../web/src/widgets/pageItems';
import { Paginator } from '../../web/src/widgets/Paginator';
import { Stepper } from '../../web/src/widgets/Stepper';
import { TabGroup, type TabDefinition } from '../../web/src/widgets/TabGroup';
import { useKitForm } from '../../web/src/widgets/useKitForm';
import { activeTabPath, onlyTabChanged, tabParam } from '../../web/src/widgets/tabParam';

function render(node: ReactNode, url = '/'): string {
  return renderToStaticMarkup(
    <ChakraProvider value={system}>
      <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
    </ChakraProvider>,
  );
}

interface Row {
  id: string;
  name: string;
  calls: number;
}
const COLUMNS: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'calls', header: 'Calls', cell: (r) => r.calls, align: 'end' },
];
const rows = (n: number): Row[] => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, name: `Row ${i + 1}`, calls: i }));

const TABS: TabDefinition[] = [
  { path: 'one', name: 'First tab', content: <p>First content</p> },
  { path: 'two', name: 'Second tab', content: <p>Second content</p> },
];

describe('generic widgets (SHELL-036)', () => {
  it('SHELL-036: the form, table, paginator, stepper, autocomplete and JSON viewer render with sample props', () => {
    function SampleForm() {
      const form = useKitForm<{ name: string }>({ defaultValues: { name: '' }, failureText: 'Something went wrong', onSubmit: () => undefined });
      return (
        <Form form={form} label="Sample form" submitLabel="Save">
          <FormField name="name" label="Name" error="Name is required." helperText="Your full name">
            <input {...form.register('name')} />
          </FormField>
        </Form>
      );
    }
    const form = render(<SampleForm />);
    expect(form).toContain('aria-label="Sample form"');
    expect(form).toContain('Name is required.');
    expect(form).toContain('>Save<');

    const table = render(<DataTable label="Sample table" columns={COLUMNS} rows={rows(2)} rowKey={(r) => r.id} />);
    expect(table).toContain('aria-label="Sample table"');
    expect(table).toMatch(/<th[^>]*scope="col"[^>]*>Name<\/th>/);
    expect(table).toContain('Row 2');

    const paginator = render(
      <Paginator
        page={1}
        pageCount={3}
        totalCount={25}
        rowsPerPage={INITIAL_ROWS_PER_PAGE}
        onPageChange={() => undefined}
        onRowsPerPageChange={() => undefined}
      />,
    );
    expect(paginator).toContain('Page 1 of 3, 25 rows');
    expect(paginator).toContain('aria-current="page"');

    const stepper = render(
      <Stepper
        step={0}
        onStepChange={() => undefined}
        steps={[
          { title: 'Search', content: <p>Search step</p> },
          { title: 'Update', content: <p>Update step</p> },
        ]}
      />,
    );
    expect(stepper).toContain('Search');
    expect(stepper).toContain('Update');
    expect(stepper).toContain('Search step');

    const autocomplete = render(
      <Autocomplete
        label="Find an agent"
        value="ali"
        onValueChange={() => undefined}
        options={[{ id: 'A1001', name: 'Alice Anderson' }]}
        optionKey={(o) => o.id}
        renderOption={(o) => o.name}
        onSelect={() => undefined}
        status="1 agent found"
      />,
    );
    expect(autocomplete).toContain('role="combobox"');
    expect(autocomplete).toContain('aria-expanded="true"');
    expect(autocomplete).toMatch(/role="option"[^>]*>[\s\S]*?Alice Anderson</);
    expect(autocomplete).toContain('1 agent found');

    const json = render(<JsonViewer label="Sample JSON" value={{ name: 'alice', tags: ['a', 'b'], active: true, note: null }} />);
    expect(json).toContain('aria-label="Sample JSON"');
    expect(json).toContain('&quot;alice&quot;');
    expect(json).toContain('[2 items]');
    expect(json).toContain('true');
    expect(json).toContain('null');
  });

  it('SHELL-037: a table with rows=[] renders "No items found"', () => {
    const html = render(<DataTable label="Empty" columns={COLUMNS} rows={[]} rowKey={(r) => r.id} />);
    expect(NO_ITEMS).toBe('No items found');
    expect(html).toMatch(/<td[^>]*colSpan="2"[^>]*>No items found<\/td>/i);
  });
});

describe('paginator (SHELL-038, CONST-026..028)', () => {
  it('CONST-026 CONST-027 SHELL-038: the menu lists the rows-per-page options and starts at 10', () => {
    expect(ROWS_PER_PAGE_OPTIONS).toEqual([5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 250, 'All']);
    expect(DEFAULT_ROWS_PER_PAGE).toBe(10);
    expect(INITIAL_ROWS_PER_PAGE).toBe(10);
    const html = render(<DataTable label="Paged" columns={COLUMNS} rows={rows(23)} rowKey={(r) => r.id} paginated />);
    const options = [...html.matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
    expect(options).toEqual(ROWS_PER_PAGE_OPTIONS.map(String));
    expect(html).toMatch(/<option value="10" selected="">/);
    expect(html).toContain('Page 1 of 3, 23 rows');
    expect(html).toContain('Row 10');
    expect(html).not.toContain('Row 11<');
  });

  it('CONST-028: 9 pages give no ellipsis; 10 pages give an ellipsis (range 2)', () => {
    expect(PAGINATOR_RANGE).toBe(2);
    /** The page buttons of the rendered paginator, with "…" for an ellipsis. */
    const buttons = (page: number, pageCount: number) => {
      const html = render(
        <Paginator
          page={page}
          pageCount={pageCount}
          totalCount={pageCount * 10}
          rowsPerPage={10}
          onPageChange={() => undefined}
          onRowsPerPageChange={() => undefined}
        />,
      );
      return [...html.matchAll(/aria-label="Page (\d+)"|>…</g)].map((m) => (m[1] ? Number(m[1]) : '…'));
    };
    expect(buttons(1, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(buttons(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, '…', 10]);
    expect(buttons(10, 10)).toEqual([1, '…', 4, 5, 6, 7, 8, 9, 10]);
    expect(buttons(10, 20)).toEqual([1, '…', 8, 9, 10, 11, 12, '…', 20]);
    for (let page = 1; page <= 20; page += 1) expect(buttons(page, 20)).toHaveLength(9);
  });

  it('SHELL-038: a page of rows, the page count and "All"', () => {
    expect(pageCountOf(0, 10)).toBe(1);
    expect(pageCountOf(21, 10)).toBe(3);
    expect(pageCountOf(21, 'All')).toBe(1);
    expect(pageOf(rows(21), 3, 10).map((r) => r.id)).toEqual(['r21']);
    expect(pageOf(rows(21), 1, 'All')).toHaveLength(21);
  });

  it('SHELL-038: a paginated table with no more rows than the smallest page shows no paginator', () => {
    const html = render(<DataTable label="Short" columns={COLUMNS} rows={rows(5)} rowKey={(r) => r.id} paginated />);
    expect(html).not.toContain('Rows per page');
  });
});

describe('tab group (SHELL-039, SHELL-040)', () => {
  it('SHELL-039: an editable tab group shows rename, delete and add; a read-only one hides them', () => {
    const editable = render(
      <TabGroup groupId="g" label="Sample tabs" tabs={TABS} onRename={vi.fn()} onDelete={vi.fn()} onAdd={vi.fn()} />,
    );
    expect(editable).toContain('aria-label="Rename First tab"');
    expect(editable).toContain('aria-label="Delete First tab"');
    expect(editable).toContain('>Add tab<');

    const readOnly = render(<TabGroup groupId="g" label="Sample tabs" tabs={TABS} />);
    expect(readOnly).toContain('First tab');
    expect(readOnly).toContain('Second tab');
    expect(readOnly).not.toContain('Rename');
    expect(readOnly).not.toContain('Delete');
    expect(readOnly).not.toContain('Add tab');
  });

  it('SHELL-040: the active tab comes from ?{groupId}_tab, else the first tab', () => {
    expect(tabParam('domain-stats')).toBe('domain-stats_tab');
    expect(activeTabPath(new URLSearchParams('g_tab=two'), tabParam('g'), ['one', 'two'])).toBe('two');
    expect(activeTabPath(new URLSearchParams('g_tab=nope'), tabParam('g'), ['one', 'two'])).toBe('one');
    expect(activeTabPath(new URLSearchParams('other_tab=two'), tabParam('g'), ['one', 'two'])).toBe('one');
    const html = render(<TabGroup groupId="g" label="Sample tabs" tabs={TABS} />, '/page/?g_tab=two');
    expect(html).toContain('Second content');
    expect(html).not.toContain('First content');
  });

  it('SHELL-040: only a tab switch skips the loaders; any other change of the URL runs them', () => {
    const at = (path: string) => new URL(path, 'http://portal.test');
    expect(onlyTabChanged(at('/a/?x=1'), at('/a/?x=1&g_tab=two'))).toBe(true);
    expect(onlyTabChanged(at('/a/?g_tab=one'), at('/a/?g_tab=two'))).toBe(true);
    expect(onlyTabChanged(at('/a/?x=1'), at('/a/?x=2&g_tab=two'))).toBe(false);
    expect(onlyTabChanged(at('/a/'), at('/b/?g_tab=two'))).toBe(false);
    expect(onlyTabChanged(at('/a/'), at('/a/'))).toBe(false);
  });

  it('ADMIN-001 ADMIN-003: opening, switching and closing the toolbox skips the loaders too', () => {
    const at = (path: string) => new URL(path, 'http://portal.test');
    expect(onlyTabChanged(at('/a/'), at('/a/?admin='))).toBe(true);
    expect(onlyTabChanged(at('/a/?admin=search'), at('/a/?admin=notes'))).toBe(true);
    expect(onlyTabChanged(at('/a/?x=1&admin=notes'), at('/a/?x=1'))).toBe(true);
    expect(onlyTabChanged(at('/a/?admin=notes'), at('/b/?admin=notes'))).toBe(false);
  });
});

describe('character counter (SHELL-043, CONST-036)', () => {
  it('SHELL-043 CONST-036: with max=10, 10 characters show the count and 11 show the warning', () => {
    expect(characterCount('0123456789', 10)).toEqual({ text: '10 / 10', warning: null });
    expect(characterCount('01234567890', 10)).toEqual({
      text: '11 / 10',
      warning: '1 character over the limit of 10.',
    });
    const html = render(<CharacterCounter id="bio-count" value="01234567890" max={10} />);
    expect(html).toContain('11 / 10');
    expect(html).toContain('1 character over the limit of 10.');
    expect(html).toContain('role="alert"');
    expect(render(<CharacterCounter id="bio-count" value="short" max={10} />)).not.toContain('over the limit');
  });
});

describe('a form field with a limit from the rules (issue #24 §5, decision D-161)', () => {
  function NoteForm({ text }: { text: string }) {
    const form = useKitForm<{ text: string }>({ defaultValues: { text }, failureText: MESSAGES.noteSave, onSubmit: () => undefined });
    return (
      <Form form={form} label="Add a note" submitLabel="Save">
        <FormField name="text" label="Note" maxLength={TEXT_LIMITS.noteText} helperText="Seen by provider staff only.">
          <textarea {...form.register('text')} />
        </FormField>
      </Form>
    );
  }

  it('shows the text counted against the limit under the control, with its help text', () => {
    const html = render(<NoteForm text="Called about 😀" />);
    expect(html).toContain(`14 / ${TEXT_LIMITS.noteText}`);
    expect(html).toContain('Seen by provider staff only.');
    expect(html).not.toContain('over the limit');
  });

  it('warns once the text is over the limit', () => {
    const html = render(<NoteForm text={'a'.repeat(TEXT_LIMITS.noteText + 2)} />);
    expect(html).toContain(`2 characters over the limit of ${TEXT_LIMITS.noteText}.`);
  });
});
