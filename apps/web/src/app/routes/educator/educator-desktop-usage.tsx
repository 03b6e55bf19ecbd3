import DesktopUsagePage from '../public/content/desktop-usage.tsx';

/** `/educator-desktop-usage` — the desktop-usage page worded for educators. */
export default function EducatorDesktopUsagePage() {
  return <DesktopUsagePage audience="educator" />;
}
