import type { ElementType, HTMLAttributes } from 'react';

/** Content for screen readers only. */
export function VisuallyHidden({
  as: As = 'span',
  ...rest
}: HTMLAttributes<HTMLElement> & { as?: ElementType }) {
  return <As className="pb-visually-hidden" {...rest} />;
}
