import { act, fireEvent, screen } from '@testing-library/react';
import { ShellProvider, TOAST_REMOVE_DELAY_MS, useToast, type ToastHandle } from '@tracker/shell-sdk';
import { renderWithTheme } from '../test/renderWithTheme';
import { Toaster } from './Toaster';

// jsdom has no PointerEvent; a MouseEvent carries clientX and button, which is what the swipe reads.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}
beforeAll(() => {
  Object.defineProperty(window, 'PointerEvent', { configurable: true, writable: true, value: TestPointerEvent });
});

let handle: ToastHandle | null = null;

function Trigger() {
  const { toast, toasts } = useToast();
  return (
    <>
      <button onClick={() => (handle = toast({ title: 'Upload Complete!', description: 'All rows imported' }))}>
        ok
      </button>
      <button
        onClick={() =>
          (handle = toast({ title: 'Error', description: 'Failed to update tags', variant: 'destructive' }))
        }
      >
        fail
      </button>
      <output data-testid="kept">{toasts.map((t) => `${t.title}:${t.open ? 'open' : 'closed'}`).join(',')}</output>
    </>
  );
}

function setup() {
  return renderWithTheme(
    <ShellProvider auth={{ status: 'signedOut', user: null }}>
      <Trigger />
      <Toaster />
    </ShellProvider>,
  );
}

const toastEl = () => screen.getByTestId('toast');

function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { clientX: 100, button: 0 });
  fireEvent.pointerMove(element, { clientX: 100 + distance / 2 });
  fireEvent.pointerMove(element, { clientX: 100 + distance });
  fireEvent.pointerUp(element, { clientX: 100 + distance });
}

describe('Toaster', () => {
  afterEach(() => {
    jest.useRealTimers();
    handle = null;
  });

  it('shows the toast, replaces it with the next one and closes it on Close', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    expect(toastEl()).toHaveTextContent('Upload Complete!');
    expect(toastEl()).toHaveTextContent('All rows imported');
    expect(toastEl()).toHaveAttribute('role', 'status');

    fireEvent.click(screen.getByText('fail'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update tags');
    expect(toastEl()).toHaveAttribute('data-variant', 'destructive');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('shows an update of the open toast in place', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    act(() => handle?.update({ description: '42 rows imported' }));
    expect(toastEl()).toHaveTextContent('42 rows imported');
  });

  it('hides the toast after 5000 ms and keeps it (hidden) until the removal delay', () => {
    jest.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('ok'));
    act(() => jest.advanceTimersByTime(4999));
    expect(toastEl()).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByTestId('kept')).toHaveTextContent('Upload Complete!:closed');
    act(() => jest.advanceTimersByTime(TOAST_REMOVE_DELAY_MS));
    expect(screen.getByTestId('kept')).toHaveTextContent(/^$/);
  });

  it('moves focus to the notifications region on F8', () => {
    setup();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });

  it('dismisses a toast swiped right past 50 px', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    swipe(toastEl(), 51);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(screen.getByTestId('kept')).toHaveTextContent('Upload Complete!:closed');
  });

  it('springs back from a swipe of 50 px or less, or to the left', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    swipe(toastEl(), 50);
    expect(toastEl()).toBeInTheDocument();
    expect(toastEl().style.transform).toBe('');
    swipe(toastEl(), -120);
    expect(toastEl()).toBeInTheDocument();
  });

  it('follows the finger while swiping', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    fireEvent.pointerDown(toastEl(), { clientX: 10 });
    fireEvent.pointerMove(toastEl(), { clientX: 40 });
    expect(toastEl().style.transform).toBe('translateX(30px)');
    fireEvent.pointerCancel(toastEl());
    expect(toastEl().style.transform).toBe('');
  });

  it('still closes on a plain click of Close (no swipe)', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    const close = screen.getByRole('button', { name: 'Close' });
    fireEvent.pointerDown(close, { clientX: 10 });
    fireEvent.pointerUp(close, { clientX: 11 });
    fireEvent.click(close);
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('dismisses the focused toast on Escape', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    toastEl().focus();
    fireEvent.keyDown(toastEl(), { key: 'Escape' });
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
