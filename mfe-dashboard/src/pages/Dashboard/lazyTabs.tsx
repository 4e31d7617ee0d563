import type { ComponentType } from 'react';
import styled from 'styled-components';
import { type Preloadable, preloadable, Spinner, useLoadedModule } from '@tracker/ui-kit';

/**
 * Compare Months and Year to Date download when first chosen, not with the dashboard: most visits stay on Summary
 * (docs/decisions/frontend-page-weight.md). Not React.lazy, for the reason of ui-kit useLoadedModule.
 */
const TAB_CODE = {
  compare: preloadable(() =>
    import('../../features/dashboard/components/CompareMonthsTab').then((m) => ({ Tab: m.CompareMonthsTab })),
  ),
  ytd: preloadable(() =>
    import('../../features/dashboard/components/YearToDateTab').then((m) => ({ Tab: m.YearToDateTab })),
  ),
} satisfies Record<string, Preloadable<{ Tab: ComponentType }>>;
export type LazyTabName = keyof typeof TAB_CODE;

const Waiting = styled.div`
  display: grid;
  place-items: center;
  min-height: 12rem;
`;

const Failed = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A tab's content once its code is here; a spinner meanwhile, a message if the download failed. */
export function LazyTab({ name }: { name: LazyTabName }) {
  const { module, error } = useLoadedModule(TAB_CODE[name]);
  if (error !== undefined) return <Failed role="alert">This view could not be loaded. Please reload the page.</Failed>;
  if (!module) {
    return (
      <Waiting>
        <Spinner label="Loading" />
      </Waiting>
    );
  }
  return <module.Tab />;
}
