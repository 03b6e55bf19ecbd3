import { useTranslation } from 'react-i18next';
import type { WebRouteName } from '@pagebird/contract';
import { Art, type ArtName } from '../../../components/art.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Page } from '../../layouts/page.tsx';

export interface PlaceholderPageProps {
  /** The route; its title is the heading, its placeholder copy the empty state. */
  name: WebRouteName;
  art?: ArtName;
  /** Override the copy key (e.g. signup with ?required=true). */
  copyKey?: string;
  /** Interpolation values for the copy. */
  values?: Record<string, string>;
  textOverride?: string;
  action?: { label: string; to: string };
  width?: 'narrow' | 'normal';
}

/**
 * A real page layout with the route's heading and a friendly empty state saying what will appear
 * there. Used until the feature's own page lands; no fake data.
 */
export function PlaceholderPage({
  name,
  art = 'emptyShelf',
  copyKey,
  values,
  textOverride,
  action,
  width = 'normal',
}: PlaceholderPageProps) {
  const { t } = useTranslation();
  const key = (copyKey ?? name) as 'offer';
  return (
    <Page title={t(`routes.${name}` as 'routes.home')} width={width}>
      <EmptyState
        illustration={<Art name={art} decorative size={240} />}
        title={t(`placeholders.${key}.title`, values)}
        action={action ? <ButtonLink to={action.to}>{action.label}</ButtonLink> : undefined}
      >
        <p>{textOverride ?? t(`placeholders.${key}.text`, values)}</p>
      </EmptyState>
    </Page>
  );
}
