import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft } from 'lucide-react';
import { href } from '@pagebird/contract';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { Page } from '../../layouts/page.tsx';

/** A My Stuff page (avatars, frames, stickers, badges): its title, intro and the way back. */
export function MyStuffSubpage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Page
      title={title}
      intro={intro}
      actions={
        <ButtonLink
          to={href('my-stuff')}
          variant="ghost"
          icon={<ArrowLeft size={20} aria-hidden="true" />}
        >
          {t('rewards.common.backToMyStuff')}
        </ButtonLink>
      }
    >
      {children}
    </Page>
  );
}
