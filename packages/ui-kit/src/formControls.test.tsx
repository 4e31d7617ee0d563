import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { CategoryBadge } from './CategoryBadge';
import { Checkbox } from './Checkbox';
import { ConfirmDialog } from './ConfirmDialog';
import { FormButtons } from './FormButtons';
import { ProgressBar } from './ProgressBar';
import { Select } from './Select';
import { Switch } from './Switch';
import { theme } from './theme';

const withTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('ui-kit form controls', () => {
  it('FormButtons: both off while the call is on its way, the submit saying so; disabled stops the submit only', () => {
    const onCancel = jest.fn();
    const { rerender } = withTheme(
      <FormButtons onCancel={onCancel} pending={false} pendingText="Saving..." submit="Save" disabled />,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider theme={theme}>
        <FormButtons onCancel={onCancel} pending pendingText="Saving..." submit="Save" cancel="Back" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Saving...' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('Switch is a labelled role=switch that toggles', () => {
    const onChange = jest.fn();
    withTheme(<Switch label="Auto Categorise" checked onCheckedChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Auto Categorise' });
    expect(control).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(false);
  });

  it('Checkbox shows the indeterminate (mixed) state', () => {
    const { rerender } = withTheme(
      <Checkbox aria-label="Select all" indeterminate checked={false} onChange={() => undefined} />,
    );
    const box = screen.getByRole('checkbox', { name: 'Select all' }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    rerender(
      <ThemeProvider theme={theme}>
        <Checkbox aria-label="Select all" checked onChange={() => undefined} />
      </ThemeProvider>,
    );
    expect(box.indeterminate).toBe(false);
    expect(box.checked).toBe(true);
  });

  it('Select is labelled, also with a hidden label', () => {
    withTheme(
      <Select
        label="Rows per page"
        hideLabel
        options={[{ value: '20', label: '20' }]}
        value="20"
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  });

  it('ProgressBar reports its value', () => {
    withTheme(<ProgressBar label="Upload progress" value={60} valueText="60% AI categorizing transactions..." />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '60');
    expect(bar).toHaveAttribute('aria-valuetext', '60% AI categorizing transactions...');
  });

  it('ConfirmDialog asks, confirms and cancels, focusing Cancel first', () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    withTheme(
      <ConfirmDialog
        open
        title="Delete"
        description="Are you sure?"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete' });
    expect(dialog).toHaveTextContent('Are you sure?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('CategoryBadge colours by the inferred kind', () => {
    withTheme(<CategoryBadge name="Car Loan" />);
    expect(screen.getByText('Car Loan').closest('[data-category-kind]')).toHaveAttribute('data-category-kind', 'debts');
  });
});
