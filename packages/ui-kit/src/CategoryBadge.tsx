import { Badge } from './Badge';
import { inferCategoryKind, type CategoryGroupsLike } from './categoryKind';
import { categoryColor } from './theme';

export interface CategoryBadgeProps {
  /** The category name; blank shows `emptyLabel`. */
  name: string | null | undefined;
  /** The user's category groups, for the membership step of the inference. */
  groups?: CategoryGroupsLike | null;
  emptyLabel?: string;
}

/** A category name coloured by its inferred kind (product.md › Data colours, Behaviour inference). */
export function CategoryBadge({ name, groups, emptyLabel = 'Uncategorised' }: CategoryBadgeProps) {
  const kind = inferCategoryKind(name, groups);
  const label = name?.trim() ? name.trim() : emptyLabel;
  return (
    <span data-category-kind={kind}>
      <Badge color={categoryColor(kind)} title={label}>
        {label}
      </Badge>
    </span>
  );
}
