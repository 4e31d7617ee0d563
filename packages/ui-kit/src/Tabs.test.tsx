import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';
import { theme } from './theme';

function Example({ onValueChange }: { onValueChange?: (v: string) => void }) {
  return (
    <ThemeProvider theme={theme}>
      <Tabs defaultValue="a" onValueChange={onValueChange}>
        <TabList label="Views">
          <Tab value="a">Alpha</Tab>
          <Tab value="b">Beta</Tab>
          <Tab value="c">Gamma</Tab>
        </TabList>
        <TabPanel value="a">panel a</TabPanel>
        <TabPanel value="b">panel b</TabPanel>
        <TabPanel value="c">panel c</TabPanel>
      </Tabs>
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  it('wires tabs and panels with ARIA and shows the selected panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Views' })).toBeInTheDocument();
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    expect(alpha).toHaveAttribute('aria-selected', 'true');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('panel a');
    expect(panel).toHaveAttribute('aria-labelledby', alpha.id);
    expect(alpha).toHaveAttribute('aria-controls', panel.id);
  });

  it('selects on click and reports the change', () => {
    const onValueChange = jest.fn();
    render(<Example onValueChange={onValueChange} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Beta' }));
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel b');
    expect(onValueChange).toHaveBeenCalledWith('b');
  });

  it('moves with the arrow keys, Home and End (roving tabindex)', () => {
    render(<Example />);
    const alpha = screen.getByRole('tab', { name: 'Alpha' });
    alpha.focus();
    fireEvent.keyDown(alpha, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('panel c');
    fireEvent.keyDown(document.activeElement ?? alpha, { key: 'Home' });
    expect(alpha).toHaveFocus();
    fireEvent.keyDown(alpha, { key: 'ArrowRight' });
    expect(screen.getByRole('tab', { name: 'Beta' })).toHaveAttribute('tabindex', '0');
    expect(alpha).toHaveAttribute('tabindex', '-1');
  });
});
