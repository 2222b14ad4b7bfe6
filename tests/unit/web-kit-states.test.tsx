// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { RelayEnvironmentProvider, useLazyLoadQuery } from 'react-relay/hooks';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteNotificationsQueryNode, {
  type SiteNotificationsQuery,
} from '../../web/src/__generated__/SiteNotificationsQuery.graphql';
import { system } from '../../web/src/theme/system';
import { LoadFailure } from '../../web/src/widgets/LoadFailure';
import { LoadingState, PageSpinner } from '../../web/src/widgets/LoadingState';
import { QueryBoundary, type QueryFetchOptions } from '../../web/src/widgets/QueryBoundary';
import { SuccessNotice } from '../../web/src/widgets/SuccessNotice';
import { Form } from '../../web/src/widgets/Form';
import { FormField } from '../../web/src/widgets/FormField';
import { ModalDialog } from '../../web/src/widgets/ModalDialog';
import { useKitForm } from '../../web/src/widgets/useKitForm';

// Issue #23 §4: the kit's loading, load-failure and success states, rendered in a DOM and clicked like a person would.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  roots = [];
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  roots.push(root);
  act(() => root.render(<ChakraProvider value={system}>{node}</ChakraProvider>));
  return container;
}

const button = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name);

/** Lets Relay's network promise and React's retry settle. */
const settle = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

describe('LoadingState (issue #23 §4)', () => {
  it('a part: a spinner and its words in a status region', () => {
    const html = mount(<LoadingState text="Loading the site notifications…" />);
    const status = html.querySelector('[role="status"]');
    expect(status?.textContent).toBe('Loading the site notifications…');
    expect(status?.querySelector('.chakra-spinner')).not.toBeNull();
  });

  it('a page: a polite status whose words only screen readers get', () => {
    const html = mount(<PageSpinner />);
    const status = html.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-live')).toBe('polite');
    expect(status?.textContent).toBe('Loading');
    expect(status?.querySelector('.chakra-spinner')).not.toBeNull();
  });
});

describe('LoadFailure (issue #23 §4)', () => {
  it('says what did not load and retries on "Try again"; only an announced one is an alert', () => {
    const onRetry = vi.fn();
    const quiet = mount(<LoadFailure text="The site notifications did not load." onRetry={onRetry} />);
    expect(quiet.textContent).toContain('The site notifications did not load.');
    expect(quiet.querySelector('[role="alert"]')).toBeNull();
    act(() => button(quiet, 'Try again')!.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    const loud = mount(<LoadFailure text="The registrar data did not load." onRetry={onRetry} announce />);
    expect(loud.querySelector('[role="alert"]')?.textContent).toContain('The registrar data did not load.');
  });

  it('a page that failed: its h1 names the section, then the text and "Try again"', () => {
    const html = mount(<LoadFailure heading="This page did not load" text="The domains did not load." onRetry={() => undefined} />);
    const section = html.querySelector('section')!;
    const h1 = section.querySelector('h1')!;
    expect(h1.textContent).toBe('This page did not load');
    expect(section.getAttribute('aria-labelledby')).toBe(h1.id);
    expect(section.textContent).toContain('The domains did not load.');
    expect(button(html, 'Try again')).toBeDefined();
  });
});

describe('QueryBoundary (issue #23 §4): a failed query is tried again from the network and the part recovers', () => {
  const NOTIFICATION = {
    id: 'U2l0ZU5vdGlmaWNhdGlvbjox',
    header: 'Maintenance',
    message: 'Sunday',
    variant: 'info',
    active: true,
    showDashboard: true,
    showMxeditor: false,
  };

  function environmentAnswering(answers: (() => GraphQLResponse)[]) {
    const sent: string[] = [];
    const network = Network.create(async (request) => {
      sent.push(request.name);
      const answer = answers.shift();
      if (!answer) throw new Error('no more answers');
      return answer();
    });
    return { environment: new Environment({ network, store: new Store(new RecordSource()) }), sent };
  }

  function Notifications({ options }: { options: QueryFetchOptions }) {
    const data = useLazyLoadQuery<SiteNotificationsQuery>(SiteNotificationsQueryNode, {}, options);
    return <p>{`${data.siteNotifications.length} notification(s): ${data.siteNotifications.map((n) => n.header).join(', ')}`}</p>;
  }

  it('loading, then the failure with "Try again"; trying again asks the network once more and shows the answer', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught failure
    const { environment, sent } = environmentAnswering([
      () => {
        throw new Error('502 from the gateway');
      },
      () => ({ data: { siteNotifications: [NOTIFICATION] } }),
    ]);
    const retries: QueryFetchOptions[] = [];
    const html = mount(
      <RelayEnvironmentProvider environment={environment}>
        <QueryBoundary
          loadingText="Loading the site notifications…"
          failureText="The site notifications did not load."
          fetchPolicy="store-and-network"
          onRetry={(options) => retries.push(options)}
        >
          {(options) => <Notifications options={options} />}
        </QueryBoundary>
      </RelayEnvironmentProvider>,
    );
    expect(html.querySelector('[role="status"]')?.textContent).toBe('Loading the site notifications…');
    await settle();
    expect(html.textContent).toContain('The site notifications did not load.');
    expect(sent).toEqual(['SiteNotificationsQuery']);

    act(() => button(html, 'Try again')!.click());
    expect(retries).toEqual([{ fetchKey: 1, fetchPolicy: 'network-only' }]);
    await settle();
    expect(sent).toEqual(['SiteNotificationsQuery', 'SiteNotificationsQuery']);
    expect(html.textContent).toContain('1 notification(s): Maintenance');
    expect(html.textContent).not.toContain('did not load');
  });
});

describe('SuccessNotice (issue #23 §4)', () => {
  it('what a write did, as a polite status, with "Dismiss message"; nothing without a text', () => {
    const onDismiss = vi.fn();
    const html = mount(<SuccessNotice text="info@ex.com now goes to me@mail.com." onDismiss={onDismiss} />);
    const status = html.querySelector('[role="status"]')!;
    expect(status.textContent).toContain('info@ex.com now goes to me@mail.com.');
    act(() => button(html, 'Dismiss message')!.click());
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(mount(<SuccessNotice text={null} onDismiss={onDismiss} />).innerHTML).toBe('');
    expect(button(mount(<SuccessNotice text="Added." />), 'Dismiss message')).toBeUndefined();
  });
});

describe('Form options (issue #23 §4): no screen rebuilds the form frame', () => {
  function SampleForm({ submitDisabled = false, actions = true, onSubmit }: { submitDisabled?: boolean; actions?: boolean; onSubmit: () => void }) {
    const form = useKitForm<{ name: string }>({ defaultValues: { name: 'Ann' }, failureText: 'Not saved.', onSubmit });
    return (
      <Form
        form={form}
        label="Contact form"
        submitLabel="Save"
        submitDisabled={submitDisabled}
        submitColorPalette="blue"
        actions={actions}
        gap="6"
        status={<span role="status">Saved for review</span>}
      >
        <FormField name="name" label="Name">
          <input {...form.register('name')} />
        </FormField>
      </Form>
    );
  }

  it('a disabled submit does not send; the status sits beside the buttons; a read-only form has neither', async () => {
    const onSubmit = vi.fn();
    const blocked = mount(<SampleForm submitDisabled onSubmit={onSubmit} />);
    const save = button(blocked, 'Save')!;
    expect(save.disabled).toBe(true);
    await act(async () => blocked.querySelector('form')!.requestSubmit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(save.parentElement?.querySelector('[role="status"]')?.textContent).toBe('Saved for review');

    const open = mount(<SampleForm onSubmit={onSubmit} />);
    await act(async () => open.querySelector('form')!.requestSubmit());
    expect(onSubmit).toHaveBeenCalledTimes(1);

    const readOnly = mount(<SampleForm actions={false} onSubmit={onSubmit} />);
    expect(readOnly.querySelector('form')?.getAttribute('aria-label')).toBe('Contact form');
    expect(button(readOnly, 'Save')).toBeUndefined();
    expect(readOnly.querySelector('[role="status"]')).toBeNull();
  });
});

describe('ModalDialog options (issue #23 §4): no screen drops to raw Chakra dialogs', () => {
  // Escape and clicks outside are Chakra's (zag) and need a real browser: the Terms of Service gate's e2e (SHELL-024)
  // presses them. Here: what each option puts in the dialog.
  const dialog = () => document.querySelector('[role="dialog"], [role="alertdialog"]') as HTMLElement | null;

  it('SHELL-024: without onClose there is no close button; bodyLabel makes the body a named, focusable region', async () => {
    mount(
      <ModalDialog title="Terms of Service" role="alertdialog" placement="center" bodyLabel="Terms of Service text" footer={<button>I accept</button>}>
        <p>The terms</p>
      </ModalDialog>,
    );
    await settle();
    const open = dialog()!;
    expect(open.getAttribute('role')).toBe('alertdialog');
    expect(open.querySelector('[data-part="close-trigger"]')).toBeNull();
    const body = open.querySelector('[role="region"]')!;
    expect(body.getAttribute('aria-label')).toBe('Terms of Service text');
    expect(body.getAttribute('tabindex')).toBe('0');
    expect(body.textContent).toBe('The terms');
  });

  it('with onClose: the close button carries closeLabel; closeLabel null leaves only the footer; testId marks it', async () => {
    mount(
      <ModalDialog title="Glossary" onClose={() => undefined} closeLabel="Close dialog" testId="keyword-popup" maxWidth={700}>
        <p>Visits</p>
      </ModalDialog>,
    );
    await settle();
    expect(dialog()!.getAttribute('data-testid')).toBe('keyword-popup');
    expect(dialog()!.querySelector('[data-part="close-trigger"]')?.getAttribute('aria-label')).toBe('Close dialog');
    act(() => roots.forEach((r) => r.unmount()));
    roots = [];
    mount(
      <ModalDialog title="Those changes were not saved!" role="alertdialog" onClose={() => undefined} closeLabel={null} footer={<button>Close</button>}>
        <p>Details</p>
      </ModalDialog>,
    );
    await settle();
    expect(dialog()!.querySelector('[data-part="close-trigger"]')).toBeNull();
    expect(button(dialog()!, 'Close')).toBeDefined();
  });
});
