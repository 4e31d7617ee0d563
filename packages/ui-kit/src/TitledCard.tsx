import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from './Card';

export interface TitledCardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons at the header's end (Edit…). */
  actions?: ReactNode;
}

/** A Card whose header names it: the section is labelled by its title for assistive technology. */
export function TitledCard({ title, description, actions, children, ...rest }: TitledCardProps) {
  const titleId = useId();
  const heading = <CardTitle id={titleId}>{title}</CardTitle>;
  return (
    <Card aria-labelledby={titleId} {...rest}>
      <CardHeader>
        {description === undefined ? (
          heading
        ) : (
          <div>
            {heading}
            <CardDescription>{description}</CardDescription>
          </div>
        )}
        {actions}
      </CardHeader>
      {children}
    </Card>
  );
}
