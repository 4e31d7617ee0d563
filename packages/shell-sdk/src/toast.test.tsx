import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ShellProvider } from './ShellProvider';
import { TOAST_REMOVE_DELAY_MS, useToast, type ToastHandle } from './toast';

/** Shows the provider's state and drives it like a remote would. */
function Probe() {
  const { toast, dismiss, toasts } = useToast();
  const [handle, setHandle] = useState<ToastHandle | null>(null);
  return (
    <div>
      <button onClick={() => setHandle(toast({ title: 'Upload Complete!', description: 'first' }))}>first</button>
      <button onClick={() => setHandle(toast({ title: 'Error', description: 'second', variant: 'destructive' }))}>
        second
      </button>
      <button onClick={() => setHandle(toast({ title: 'Sticky', duration: Infinity }))}>sticky</button>
      <button onClick={() => handle?.update({ description: 'updated' })}>update</button>
      <button onClick={() => handle?.dismiss()}>dismiss</button>
      <button onClick={() => dismiss()}>dismiss all</button>
      <ul>
        {toasts.map((t) => (
          <li key={t.id} data-testid="item" data-open={String(t.open)} data-variant={t.variant} data-id={t.id}>
            {t.title} / {t.description}
          </li>
        ))}
      </ul>
    </div>
  );
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const items = () => screen.queryAllByTestId('item');

function setup(toastDuration?: number) {
  render(
    <ShellProvider toastDuration={toastDuration}>
      <Probe />
    </ShellProvider>,
  );
}

describe('ToastProvider', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('adds a toast and returns a handle with its id', () => {
    setup();
    click('first');
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Upload Complete! / first');
    expect(items()[0]).toHaveAttribute('data-open', 'true');
    expect(items()[0]).toHaveAttribute('data-variant', 'default');
    expect(items()[0].getAttribute('data-id')).toMatch(/^toast-\d+$/);
  });

  it('keeps at most one toast: a new one replaces the previous', () => {
    setup();
    click('first');
    click('second');
    expect(items()).toHaveLength(1);
    expect(items()[0]).toHaveTextContent('Error / second');
    expect(items()[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('updates a toast in place through its handle', () => {
    setup();
    click('first');
    const id = items()[0].getAttribute('data-id');
    click('update');
    expect(items()[0]).toHaveTextContent('Upload Complete! / updated');
    expect(items()[0]).toHaveAttribute('data-id', id);
  });

  it('dismisses (closes) a toast and removes it after 1,000,000 ms', () => {
    setup();
    click('first');
    click('dismiss');
    expect(items()[0]).toHaveAttribute('data-open', 'false');
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1));
    expect(items()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(items()).toHaveLength(0);
  });

  it('dismisses every toast when called without an id', () => {
    setup();
    click('first');
    click('dismiss all');
    expect(items()[0]).toHaveAttribute('data-open', 'false');
  });

  it('closes a toast after the 5000 ms default duration', () => {
    setup();
    click('first');
    act(() => jest.advanceTimersByTime(4999));
    expect(items()[0]).toHaveAttribute('data-open', 'true');
    act(() => jest.advanceTimersByTime(1));
    expect(items()[0]).toHaveAttribute('data-open', 'false');
  });

  it('restarts the timer for the toast that replaced another one', () => {
    setup();
    click('first');
    act(() => jest.advanceTimersByTime(4000));
    click('second');
    act(() => jest.advanceTimersByTime(4000));
    expect(items()[0]).toHaveAttribute('data-open', 'true');
    act(() => jest.advanceTimersByTime(1000));
    expect(items()[0]).toHaveAttribute('data-open', 'false');
  });

  it('honours the provider duration and keeps Infinity toasts until dismissed', () => {
    setup(1000);
    click('first');
    act(() => jest.advanceTimersByTime(1000));
    expect(items()[0]).toHaveAttribute('data-open', 'false');
    click('sticky');
    act(() => jest.advanceTimersByTime(60_000));
    expect(items()[0]).toHaveAttribute('data-open', 'true');
  });
});

describe('useToast', () => {
  it('explains that it needs the ShellProvider', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow('useToast() must be used inside <ShellProvider>');
    consoleError.mockRestore();
  });
});
