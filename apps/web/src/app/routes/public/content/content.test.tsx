import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, matchPath } from 'react-router';
import { WEB_ROUTES } from '@pagebird/contract';
import * as Illustrations from '../../../../components/illustrations';
import {
  AboutUsPage,
  ChildrensPrivacyPage,
  DesktopUsagePage,
  EducatorResourcesPage,
  EducatorsPage,
  FaqPage,
  GiveawayPage,
  MediaKitPage,
  PrivacyPage,
  PromoPage,
  StackathonPage,
  Summer2025Page,
  TermsPage,
  WelcomeBackPage,
} from './index';
import DefaultFaq from './faq';
import { campaignStatus } from './parts';

afterEach(cleanup);

const pages: [string, ComponentType, string | RegExp][] = [
  ['privacy', PrivacyPage, 'Privacy policy'],
  ['terms', TermsPage, 'Terms of use'],
  ['faq', FaqPage, 'Questions and answers'],
  ['childrens-privacy', ChildrensPrivacyPage, 'Children’s privacy'],
  ['media-kit', MediaKitPage, 'Media kit'],
  ['about-us', AboutUsPage, 'Every child finds a book they love'],
  ['educators', EducatorsPage, 'Pagebird for educators'],
  ['desktop-usage', DesktopUsagePage, 'Pagebird is best on a bigger screen'],
  ['educator-resources', EducatorResourcesPage, 'Educator resources'],
  ['stackathon', StackathonPage, 'The Reading Stackathon'],
  ['summer2025', Summer2025Page, 'Summer Reading Challenge 2025'],
  ['giveaway', GiveawayPage, 'The 2025 Educator Giveaway'],
  ['welcomeback', WelcomeBackPage, 'Welcome back to Pagebird!'],
  ['promo', PromoPage, 'Try Pagebird'],
];

function renderPage(Page: ComponentType) {
  return render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('public content pages', () => {
  it.each(pages)('%s has exactly one h1 with the page title', (_name, Page, title) => {
    renderPage(Page);
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
  });

  it.each(pages)('%s has sections and only real internal links', (_name, Page) => {
    const { container } = renderPage(Page);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0);
    for (const link of container.querySelectorAll('a[href]')) {
      const href = link.getAttribute('href') ?? '';
      if (href.startsWith('#')) {
        expect(container.querySelector(href), href).not.toBeNull();
      } else if (href.startsWith('mailto:')) {
        expect(href).toMatch(/^mailto:[a-z]+@pagebird\.example$/);
      } else {
        const known = WEB_ROUTES.some((route) => matchPath(route.path, href));
        expect(known, `${href} is a route in the contract`).toBe(true);
      }
    }
  });

  it('default export is the page component', () => {
    expect(DefaultFaq).toBe(FaqPage);
  });

  it('the FAQ is an accordion of at least 12 details items', () => {
    const { container } = renderPage(FaqPage);
    const items = container.querySelectorAll('details');
    expect(items.length).toBeGreaterThanOrEqual(12);
    for (const item of items) {
      expect(item.querySelector('summary')?.textContent?.trim()).toBeTruthy();
    }
  });

  it('the desktop-usage page points each audience to the right settings', () => {
    const family = render(
      <MemoryRouter>
        <DesktopUsagePage />
      </MemoryRouter>,
    );
    expect(
      within(family.container).getByRole('link', { name: /account settings/i }),
    ).toHaveAttribute('href', '/account-settings');
    expect(within(family.container).getByRole('link', { name: /get the app/i })).toBeVisible();
    family.unmount();

    render(
      <MemoryRouter>
        <DesktopUsagePage audience="educator" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: /educator settings/i })).toHaveAttribute(
      'href',
      '/educator/settings',
    );
    expect(screen.queryByRole('link', { name: /get the app/i })).toBeNull();
  });

  it('the policies carry their last-updated date and contact address', () => {
    renderPage(PrivacyPage);
    expect(screen.getByText(/Last updated 21 November 2026/)).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'privacy@pagebird.example' }).length,
    ).toBeGreaterThan(0);
  });

  it('works out where a campaign stands', () => {
    const at = (d: string) => new Date(`${d}T12:00:00Z`);
    expect(campaignStatus('2025-06-16', '2025-08-31', at('2025-06-15'))).toBe('upcoming');
    expect(campaignStatus('2025-06-16', '2025-08-31', at('2025-06-16'))).toBe('open');
    expect(campaignStatus('2025-06-16', '2025-08-31', at('2025-08-31'))).toBe('open');
    expect(campaignStatus('2025-06-16', '2025-08-31', at('2025-09-01'))).toBe('ended');
  });
});

describe('illustrations', () => {
  const components = (Object.entries(Illustrations) as [string, unknown][]).filter(
    (entry): entry is [string, ComponentType<Illustrations.IllustrationProps>] =>
      typeof entry[1] === 'function',
  );

  it('exports every illustration', () => {
    expect(components.map(([name]) => name).sort()).toEqual(
      [
        'BooksStack',
        'Classroom',
        'EmptyShelf',
        'FamilyReading',
        'HeroScene',
        'LostBird',
        'Mascot',
        'StormCloud',
      ].sort(),
    );
  });

  it.each(components)('%s renders an svg with an accessible name', (_name, Illustration) => {
    render(<Illustration />);
    const img = screen.getByRole('img');
    expect(img.tagName.toLowerCase()).toBe('svg');
    expect(img.getAttribute('aria-label')?.length).toBeGreaterThan(10);
  });

  it.each(components)('%s can be decorative and sized', (_name, Illustration) => {
    const { container } = render(<Illustration decorative size={120} aria-label="ignored" />);
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).not.toHaveAttribute('role');
    expect(svg).toHaveAttribute('width', '120');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('the mascot takes a custom label and every mood', () => {
    const words = { happy: /smiling/, reading: /reading/, waving: /waving/, sleepy: /dozing/ };
    for (const [mood, name] of Object.entries(words) as [Illustrations.BirdMood, RegExp][]) {
      render(<Illustrations.Mascot mood={mood} />);
      expect(screen.getByRole('img', { name })).toBeInTheDocument();
      cleanup();
    }
    render(<Illustrations.Mascot aria-label="Our bird" />);
    expect(screen.getByRole('img', { name: 'Our bird' })).toBeInTheDocument();
  });
});
