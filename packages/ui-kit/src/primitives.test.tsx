import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import { Button } from './Button';
import { ErrorCard } from './ErrorCard';
import { PageHeader } from './PageHeader';
import { Spinner } from './Spinner';
import { CATEGORY_KINDS, categoryColor, theme } from './theme';

const withTheme = (ui: ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('ui-kit primitives', () => {
  it('Spinner announces Loading...', () => {
    withTheme(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('Spinner can hide its label visually but still announce it', () => {
    withTheme(<Spinner hideLabel label="Loading transactions..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions...');
  });

  it('ErrorCard is an alert with a Retry button', () => {
    const onRetry = jest.fn();
    withTheme(<ErrorCard title="Something failed" message="Try again" onRetry={onRetry} testId="err" />);
    const card = screen.getByTestId('err');
    expect(card).toHaveAttribute('role', 'alert');
    expect(card).toHaveTextContent('Something failed');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('ErrorCard without onRetry has no button', () => {
    withTheme(<ErrorCard title="Gone" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('Button defaults to type=button and forwards props', () => {
    const onClick = jest.fn();
    withTheme(
      <Button variant="danger" onClick={onClick} aria-label="Delete">
        Delete
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Delete' });
    expect(button).toHaveAttribute('type', 'button');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalled();
  });

  it('PageHeader shows a level-1 title and the subtitle', () => {
    withTheme(<PageHeader title="Budget Management" subtitle="Plan your month" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Budget Management' })).toBeInTheDocument();
    expect(screen.getByText('Plan your month')).toBeInTheDocument();
  });

  it('has a distinct colour for every category kind', () => {
    const colours = CATEGORY_KINDS.map((kind) => categoryColor(kind));
    expect(new Set(colours).size).toBe(CATEGORY_KINDS.length);
    expect(colours.every((c) => /^#[0-9A-F]{6}$/i.test(c))).toBe(true);
  });
});
