import {
  createContext,
  useCallback,
  useContext,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';

interface TabsContextValue {
  value: string;
  select: (value: string) => void;
  tabId: (value: string) => string;
  panelId: (value: string) => string;
}

const TabsContext = createContext<TabsContextValue | null>(null);

function useTabsContext(component: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${component}> must be used inside <Tabs>`);
  return context;
}

export interface TabsProps {
  /** Uncontrolled: the tab selected first. */
  defaultValue?: string;
  /** Controlled: the selected tab (with onValueChange). */
  value?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern): `<Tabs defaultValue="a"><TabList label="…"><Tab value="a">A</Tab>
 * </TabList><TabPanel value="a">…</TabPanel></Tabs>`. Arrow keys, Home and End move between tabs.
 */
export function Tabs({ defaultValue = '', value, onValueChange, children }: TabsProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, onValueChange],
  );
  const context = useMemo<TabsContextValue>(
    () => ({
      value: selected,
      select,
      tabId: (v) => `${baseId}-tab-${v}`,
      panelId: (v) => `${baseId}-panel-${v}`,
    }),
    [selected, select, baseId],
  );
  return <TabsContext.Provider value={context}>{children}</TabsContext.Provider>;
}

const List = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? []);
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current < 0 || tabs.length === 0) return;
    const moves: Record<string, number> = {
      ArrowRight: (current + 1) % tabs.length,
      ArrowLeft: (current - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next].focus();
    tabs[next].click();
  };
  return (
    <List ref={listRef} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {children}
    </List>
  );
}

const TabButton = styled.button<{ $selected: boolean }>`
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  background: ${({ $selected, theme }) => ($selected ? theme.colors.surface : 'transparent')};
  color: ${({ $selected, theme }) => ($selected ? theme.colors.text : theme.colors.textMuted)};
  box-shadow: ${({ $selected, theme }) => ($selected ? theme.shadows.sm : 'none')};
  transition: background ${({ theme }) => theme.transitions.fast};

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export function Tab({ value, disabled, children }: { value: string; disabled?: boolean; children: ReactNode }) {
  const { value: selectedValue, select, tabId, panelId } = useTabsContext('Tab');
  const selected = selectedValue === value;
  return (
    <TabButton
      type="button"
      role="tab"
      id={tabId(value)}
      aria-selected={selected}
      aria-controls={panelId(value)}
      tabIndex={selected ? 0 : -1}
      disabled={disabled}
      onClick={() => select(value)}
      $selected={selected}
    >
      {children}
    </TabButton>
  );
}

/** Renders its children only while its tab is selected. */
export function TabPanel({ value, children }: { value: string; children: ReactNode }) {
  const { value: selectedValue, tabId, panelId } = useTabsContext('TabPanel');
  if (selectedValue !== value) return null;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content a tab stop
    <div role="tabpanel" id={panelId(value)} aria-labelledby={tabId(value)} tabIndex={0}>
      {children}
    </div>
  );
}
