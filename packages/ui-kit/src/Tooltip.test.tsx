import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from './theme';
import { Tooltip, TOOLTIP_LONG_PRESS_MS, TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from './Tooltip';
import { TruncatedText } from './TruncatedText';

function Toolbar({ onDelete = () => {} }: { onDelete?: () => void }) {
  return (
    <ThemeProvider theme={theme}>
      <Tooltip content="Edit">
        <button type="button" aria-label="Edit">
          ✎
        </button>
      </Tooltip>
      <Tooltip content="Delete">
        <button type="button" aria-label="Delete" onClick={onDelete}>
          🗑
        </button>
      </Tooltip>
    </ThemeProvider>
  );
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const hover = (el: Element) => fireEvent.pointerEnter(el, { pointerType: 'mouse' });
const unhover = (el: Element) => fireEvent.pointerLeave(el, { pointerType: 'mouse' });
/** Focus as a keyboard user moves it (a Tab key first). */
const tabTo = (el: HTMLElement) => {
  fireEvent.keyDown(document, { key: 'Tab' });
  act(() => el.focus());
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  // Let any tooltip left open close and the skip window pass, so tests do not leak into each other.
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    jest.advanceTimersByTime(TOOLTIP_SKIP_DELAY_MS + 1);
  });
  jest.useRealTimers();
});

describe('Tooltip', () => {
  it('keeps the product timing: open delay 700 ms, skip delay 300 ms', () => {
    expect([TOOLTIP_OPEN_DELAY_MS, TOOLTIP_SKIP_DELAY_MS]).toEqual([700, 300]);
  });

  it('opens 700 ms after the pointer rests on the trigger, not before, and describes the trigger', () => {
    render(<Toolbar />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    hover(edit);
    advance(TOOLTIP_OPEN_DELAY_MS - 1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(1);
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Edit');
    expect(edit).toHaveAttribute('aria-describedby', tip.id);
  });

  it('does not open when the pointer leaves before the delay', () => {
    render(<Toolbar />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    hover(edit);
    advance(400);
    unhover(edit);
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(edit).not.toHaveAttribute('aria-describedby');
  });

  it('opens the next tooltip at once within 300 ms of one closing, and with the full delay after that', () => {
    render(<Toolbar />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    const del = screen.getByRole('button', { name: 'Delete' });
    hover(edit);
    advance(TOOLTIP_OPEN_DELAY_MS);
    unhover(edit);
    hover(del);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
    expect(screen.getAllByRole('tooltip')).toHaveLength(1);

    unhover(del);
    advance(100 + TOOLTIP_SKIP_DELAY_MS - 50);
    hover(edit);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit');

    unhover(edit);
    advance(100 + TOOLTIP_SKIP_DELAY_MS);
    hover(del);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
  });

  it('opens at once on keyboard focus, closes on Escape and on blur', () => {
    render(<Toolbar />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    tabTo(edit);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Edit');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => edit.blur());
    tabTo(edit);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => edit.blur());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open on focus that a click moved (on the trigger, or a dialog giving focus back)', () => {
    render(<Toolbar />);
    const edit = screen.getByRole('button', { name: 'Edit' });
    const del = screen.getByRole('button', { name: 'Delete' });
    fireEvent.keyDown(document, { key: 'Tab' });
    fireEvent.pointerDown(edit, { pointerType: 'mouse' });
    act(() => edit.focus());
    fireEvent.pointerUp(edit, { pointerType: 'mouse' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => del.focus());
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on a touch long press and swallows the click that follows it; a short tap acts as usual', () => {
    const onDelete = jest.fn();
    render(<Toolbar onDelete={onDelete} />);
    const del = screen.getByRole('button', { name: 'Delete' });
    fireEvent.pointerDown(del, { pointerType: 'touch' });
    advance(TOOLTIP_LONG_PRESS_MS);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Delete');
    fireEvent.pointerUp(del, { pointerType: 'touch' });
    fireEvent.click(del);
    expect(onDelete).not.toHaveBeenCalled();
    // A tap elsewhere closes it.
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    advance(TOOLTIP_SKIP_DELAY_MS + 1);
    fireEvent.pointerDown(del, { pointerType: 'touch' });
    advance(100);
    fireEvent.pointerUp(del, { pointerType: 'touch' });
    fireEvent.click(del);
    expect(onDelete).toHaveBeenCalledTimes(1);
    advance(TOOLTIP_LONG_PRESS_MS);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('TruncatedText', () => {
  const widths = (scrollWidth: number, clientWidth: number) => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  };
  afterEach(() => jest.restoreAllMocks());

  const renderText = () =>
    render(
      <ThemeProvider theme={theme}>
        <TruncatedText text="ACME CORP PAYROLL DEPOSIT REF 20250131" testId="name" />
      </ThemeProvider>,
    );

  it('shows the whole text in a tooltip, on focus and on a tap, only when it is cut off', () => {
    widths(400, 120);
    renderText();
    const text = screen.getByTestId('name');
    expect(text).toHaveAttribute('tabindex', '0');
    tabTo(text);
    expect(screen.getByRole('tooltip')).toHaveTextContent('ACME CORP PAYROLL DEPOSIT REF 20250131');
    act(() => text.blur());
    advance(TOOLTIP_SKIP_DELAY_MS + 1);
    fireEvent.pointerDown(text, { pointerType: 'touch' });
    fireEvent.pointerUp(text, { pointerType: 'touch' });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerDown(text, { pointerType: 'touch' });
    fireEvent.pointerUp(text, { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('stays plain text, out of the tab order and without a tooltip, when it fits', () => {
    widths(120, 120);
    renderText();
    const text = screen.getByTestId('name');
    expect(text).not.toHaveAttribute('tabindex');
    hover(text);
    advance(TOOLTIP_OPEN_DELAY_MS);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
