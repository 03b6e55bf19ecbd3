import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MESSAGES, apiPath, catalogueApi } from '@pagebird/contract';
import { makeBook, testUuid } from '../../../components/books/test-data.ts';
import { jsonResponse, signIn } from '../../../test/factories.ts';
import { renderRoute } from '../../../test/render.tsx';
import { stubCatalogueApi } from '../test-api.ts';
import { BookCollectionPage } from './book-collection-page.tsx';
import { BookSeriesPage } from './book-series-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('series page', () => {
  it('lists the books in series order with their positions', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${apiPath(catalogueApi.series.path, { id })}`]: {
        id,
        name: 'Dino Tales',
        description: 'Three dinosaur friends.',
        books: [
          { ...makeBook({ title: 'Third' }), position: 3 },
          { ...makeBook({ title: 'First' }), position: 1 },
          { ...makeBook({ title: 'Second' }), position: 2 },
        ],
      },
    });
    renderRoute(<BookSeriesPage seriesId={id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dino Tales' })).toBeVisible();
    expect(screen.getByText('Three dinosaur friends.')).toBeInTheDocument();
    expect(screen.getByText('3 books in this series')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Dino Tales' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'First',
      'Second',
      'Third',
    ]);
    expect(within(items[0]!).getByText('Book 1')).toBeInTheDocument();
  });

  it('asks for a series when there is none in the address', () => {
    signIn('CHILD', { age: 9 });
    stubCatalogueApi({});
    renderRoute(<BookSeriesPage seriesId={undefined} />);
    expect(screen.getByText(/Pick a book series/)).toBeInTheDocument();
  });
});

describe('admin collection page', () => {
  it('shows the title, description and books', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${apiPath(catalogueApi.adminCollectionForChild.path, { id })}`]: {
        id,
        title: 'Bedtime stories',
        description: 'Calm books for the end of the day.',
        books: [makeBook({ title: 'Sleepy Owl' }), makeBook({ title: 'Moon Song' })],
      },
    });
    renderRoute(<BookCollectionPage collectionId={id} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bedtime stories' })).toBeVisible();
    expect(screen.getByText('Calm books for the end of the day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sleepy Owl' })).toBeInTheDocument();
    expect(screen.getByText('2 books')).toBeInTheDocument();
  });

  it('says so when the collection does not exist', async () => {
    signIn('CHILD', { age: 9 });
    const id = testUuid();
    stubCatalogueApi({
      [`GET ${apiPath(catalogueApi.adminCollectionForChild.path, { id })}`]: () =>
        jsonResponse(404, { code: 'NOT_FOUND', message: MESSAGES.collectionNotFound }),
    });
    renderRoute(<BookCollectionPage collectionId={id} />);
    expect(
      await screen.findByRole('heading', { name: MESSAGES.collectionNotFound }),
    ).toBeInTheDocument();
  });
});
