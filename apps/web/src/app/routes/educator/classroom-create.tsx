import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { href } from '@pagebird/contract';
import { Page } from '../../layouts/page.tsx';
import { ClassCreateFlow } from '../../../features/classrooms/classes/index.ts';
import { RosterCreateFlow } from '../../../features/classrooms/insights/index.ts';

/**
 * /classroom/create — create class → add students → confirm students → class code; or, with
 * `?from=csv`, the class with its students from a CSV (preview, then confirm).
 */
export default function ClassroomCreatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  if (params.get('from') === 'csv') {
    return (
      <Page
        title={t('classInsights.roster.createTitle')}
        eyebrow={t('classes.create.eyebrow')}
        intro={t('classInsights.roster.createIntro')}
      >
        <RosterCreateFlow />
        <p>
          <Link to={href('classroom-create')}>{t('classInsights.roster.backToSteps')}</Link>
        </p>
      </Page>
    );
  }
  return (
    <>
      <ClassCreateFlow />
      <p
        style={{
          maxWidth: 'var(--pb-content-max)',
          margin: '0 auto',
          padding: '0 var(--pb-space-5) var(--pb-space-7)',
        }}
      >
        <Link to={`${href('classroom-create')}?from=csv`}>
          {t('classInsights.roster.fromCsvLink')}
        </Link>
      </p>
    </>
  );
}
