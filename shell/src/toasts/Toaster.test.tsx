import { act, fireEvent, screen } from '@testing-library/react';
import { ShellProvider, useToast } from '@tracker/shell-sdk';
import { renderWithTheme } from '../test/renderWithTheme';
import { Toaster } from './Toaster';

function Trigger() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Upload Complete!', description: 'All rows imported' })}>ok</button>
      <button onClick={() => toast({ title: 'Error', description: 'Failed to update tags', variant: 'destructive' })}>
        fail
      </button>
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

describe('Toaster', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the toast, replaces it with the next one and closes it on Close', () => {
    setup();
    fireEvent.click(screen.getByText('ok'));
    expect(screen.getByTestId('toast')).toHaveTextContent('Upload Complete!');
    expect(screen.getByTestId('toast')).toHaveTextContent('All rows imported');

    fireEvent.click(screen.getByText('fail'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to update tags');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('hides the toast after 5000 ms', () => {
    jest.useFakeTimers();
    setup();
    fireEvent.click(screen.getByText('ok'));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByTestId('toast')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('moves focus to the notifications on F8', () => {
    setup();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(document.activeElement).toHaveAttribute('aria-label', 'Notifications (F8)');
  });
});
