import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { onceOpened } from './lazyDialog';

interface Props {
  open: boolean;
  title: string;
}
function Dialog({ open, title }: Props) {
  return open ? <div role="dialog">{title}</div> : <p>closed {title}</p>;
}

describe('onceOpened', () => {
  it('fetches nothing until first opened, then keeps the dialog mounted', async () => {
    const importer = jest.fn(async () => ({ default: Dialog }));
    const Lazy = onceOpened(lazy(importer));
    const { container, rerender } = render(<Lazy open={false} title="Add" />);
    expect(importer).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();

    rerender(<Lazy open title="Add" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('Add');
    expect(importer).toHaveBeenCalledTimes(1);

    rerender(<Lazy open={false} title="Add" />);
    expect(screen.getByText('closed Add')).toBeInTheDocument();
  });

  it('opens on the condition given (a pending file)', async () => {
    const Pending = ({ pending }: { pending: string | null }) => <div role="dialog">{pending}</div>;
    const Lazy = onceOpened(
      lazy(async () => ({ default: Pending })),
      (props) => props.pending !== null,
    );
    const { container, rerender } = render(<Lazy pending={null} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<Lazy pending="budget.csv" />);
    expect(await screen.findByRole('dialog')).toHaveTextContent('budget.csv');
  });
});
