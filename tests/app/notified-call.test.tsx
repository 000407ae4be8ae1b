/**
 * The call a button makes (src/app/crud/useNotifiedCall.ts): the button is disabled while the
 * call runs, the call's answer comes back, and a failure is an error notice, not a thrown error.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CoreAdminContext, testDataProvider, useNotificationContext } from 'react-admin';
import { useNotifiedCall } from '../../src/app/crud/useNotifiedCall';
import { createI18nProvider } from '../../src/app/i18n';

/** A promise settled from outside. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Notices = () => (
  <ul>
    {useNotificationContext().notifications.map((n, i) => (
      <li key={i} data-type={n.type}>
        {String(n.message)}
      </li>
    ))}
  </ul>
);

function CallButton({ call, answers }: { call: (n: number) => Promise<string>; answers: Array<string | undefined> }) {
  const { busy, run } = useNotifiedCall(call);
  return (
    <button disabled={busy} onClick={() => void run(7).then((answer) => answers.push(answer))}>
      Go
    </button>
  );
}

const view = (call: (n: number) => Promise<string>, answers: Array<string | undefined>) =>
  render(
    <CoreAdminContext dataProvider={testDataProvider()} i18nProvider={createI18nProvider('en')}>
      <CallButton call={call} answers={answers} />
      <Notices />
    </CoreAdminContext>,
  );

describe('useNotifiedCall', () => {
  afterEach(cleanup);

  it('disables the button while the call runs and gives back its answer', async () => {
    const pending = deferred<string>();
    const seen: number[] = [];
    const answers: Array<string | undefined> = [];
    view((n) => (seen.push(n), pending.promise), answers);
    const button = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(seen).toEqual([7]);
    pending.resolve('done');
    await waitFor(() => expect(button.disabled).toBe(false));
    expect(answers).toEqual(['done']);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows a failure as an error notice and answers undefined', async () => {
    const answers: Array<string | undefined> = [];
    view(async () => {
      throw new Error('This quotation is void: it cannot be converted');
    }, answers);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const notice = await screen.findByText('This quotation is void: it cannot be converted');
    expect(notice.getAttribute('data-type')).toBe('error');
    expect(answers).toEqual([undefined]);
    expect((screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
