import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Modal } from './Modal';
import { PasswordField } from './PasswordField';
import { TextField } from './TextField';
import { theme } from './theme';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const close = () => {
    onClose?.();
    setOpen(false);
  };
  return (
    <ThemeProvider theme={theme}>
      <button onClick={() => setOpen(true)}>Open it</button>
      <button>Elsewhere</button>
      <Modal
        open={open}
        onClose={close}
        title="Welcome Back"
        description="Sign in to continue"
        initialFocusRef={fieldRef}
        testId="m"
      >
        <TextField ref={fieldRef} label="Email" type="email" />
        <PasswordField label="Password" />
        <button type="submit">Sign In</button>
      </Modal>
    </ThemeProvider>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open it' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('is a modal dialog named by its title and described by its description', () => {
    render(<Harness />);
    const { dialog } = openModal();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('dialog', { name: 'Welcome Back' })).toBe(dialog);
    expect(dialog).toHaveAccessibleDescription('Sign in to continue');
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
  });

  it('moves focus in on open and gives it back to the opener on close', () => {
    render(<Harness />);
    const { opener } = openModal();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it.each([
    ['Escape', () => fireEvent.keyDown(document.body, { key: 'Escape' })],
    ['the close button', () => fireEvent.click(screen.getByRole('button', { name: 'Close' }))],
    [
      'a click on the backdrop',
      () => {
        const backdrop = screen.getByTestId('m-backdrop');
        fireEvent.mouseDown(backdrop);
        fireEvent.click(backdrop);
      },
    ],
  ])('closes on %s', (_how, act) => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    openModal();
    act();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close on a click inside the panel, nor on a drag that ends on the backdrop', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openModal();
    fireEvent.click(dialog);
    fireEvent.mouseDown(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByTestId('m-backdrop'));
    expect(onClose).not.toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    const { dialog } = openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const email = screen.getByLabelText('Email');
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(email).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
  });

  it('locks page scroll while open and restores it after', () => {
    document.body.style.overflow = 'auto';
    render(<Harness />);
    openModal();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(document.body.style.overflow).toBe('auto');
  });
});

describe('PasswordField', () => {
  it('shows and hides the password with a toggle that says what it will do', () => {
    render(
      <ThemeProvider theme={theme}>
        <PasswordField label="Password" />
      </ThemeProvider>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('TextField', () => {
  it('labels the input and wires hint and error as its description', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Email" hint="We never share it" error="Email is required" />
      </ThemeProvider>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAccessibleDescription('We never share it Email is required');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
