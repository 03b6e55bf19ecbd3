import { expect as baseExpect, test, type Page } from '@playwright/test';
import { MESSAGES, type SessionResponse, type TextSearchResponse } from '@pagebird/contract';
import { apiLogin, apiProfiles, apiSelectProfile, bearer } from '../support/api.ts';
import { DEMO, DESKTOP } from '../support/constants.ts';
import { packEpub } from '../support/reader-books.ts';
import { contextWithSession } from '../support/session.ts';

/**
 * Admin books (issue 13, part ADMINBOOKS), in the browser: an admin drops an EPUB and picks a
 * PDF (generated here), sees each file's progress and the import command's verdict, fixes the
 * EPUB's metadata, answers NO to the creators prompt, activates the book, and the demo child Leo
 * finds it in search within seconds; the PDF's cover is its first page.
 */

// The machine is shared (2 cores, several suites at once): generous waits.
test.use({ viewport: DESKTOP, navigationTimeout: 90_000, actionTimeout: 60_000 });
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

const stamp = Date.now().toString(36);
const word = `Zephyrine${stamp}`;

/** A small valid PDF: one page with a coloured band and a line of text (offsets computed). */
function makePdf(title: string): Buffer {
  const content = `0.18 0.44 0.87 rg 0 500 300 100 re f BT /F1 24 Tf 30 540 Td 1 1 1 rg (${title}) Tj ET BT /F1 14 Tf 30 300 Td 0 0 0 rg (Page one) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 600] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Title (${title}) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

let admin: SessionResponse;
let leo: SessionResponse;
let leoAge = 7;

test.beforeAll(async ({ request }) => {
  admin = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const parent = await apiLogin(request, DEMO.parent.email, DEMO.parent.password);
  const kid = (await apiProfiles(request, parent.token)).find((p) => p.name === 'Leo')!;
  leoAge = kid.age ?? 7;
  leo = await apiSelectProfile(request, parent.token, kid.id);
});

async function adminPage(browser: import('@playwright/test').Browser): Promise<Page> {
  const ctx = await contextWithSession(browser, admin);
  return ctx.newPage();
}

test('upload an EPUB and a PDF, fix the metadata, answer NO, activate, a child finds it', async ({
  browser,
  request,
}) => {
  const page = await adminPage(browser);
  await page.goto('/admin/books', { waitUntil: 'domcontentloaded', timeout: 90_000 });
  await expect(page.getByRole('heading', { name: 'Books', level: 1 })).toBeVisible();

  // The EPUB is dropped on the drop zone (a real drop event with a DataTransfer).
  const epub = Buffer.from(
    packEpub({
      title: `The ${word} Lighthouse`,
      id: `urn:pagebird:e2e:admin-books:${stamp}`,
      layout: 'reflowable',
      pages: [
        { body: '<p>The light turned all night.</p>' },
        { body: '<p>The ships came home.</p>' },
      ],
    }),
  );
  const drop = await page.evaluateHandle(
    ({ bytes, name }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/epub+zip' }));
      return dt;
    },
    { bytes: [...epub], name: `lighthouse-${stamp}.epub` },
  );
  await page.getByTestId('book-drop-zone').dispatchEvent('drop', { dataTransfer: drop });
  // The PDF through the file picker.
  await page.getByLabel('Choose files').setInputFiles({
    name: `moon-${stamp}.pdf`,
    mimeType: 'application/pdf',
    buffer: makePdf(`Moon ${stamp}`),
  });

  const epubRow = page.locator('li', { hasText: `lighthouse-${stamp}.epub` });
  const pdfRow = page.locator('li', { hasText: `moon-${stamp}.pdf` });
  await expect(epubRow.getByRole('progressbar')).toBeVisible();
  await expect(epubRow.locator('pre')).toContainText(`✓ The ${word} Lighthouse (PB-`, {
    timeout: 60_000,
  });
  await expect(pdfRow.locator('pre')).toContainText(`✓ Moon ${stamp} (PB-`, { timeout: 60_000 });
  await expect(epubRow.getByRole('progressbar')).toHaveAttribute('value', '100');
  await expect(epubRow).toContainText('Imported');
  await page.screenshot({ path: 'screenshots/admin-books-upload.png', fullPage: true });

  // The same EPUB again: the importer's duplicate verdict.
  await page.getByLabel('Choose files').setInputFiles({
    name: `again-${stamp}.epub`,
    mimeType: 'application/epub+zip',
    buffer: epub,
  });
  await expect(page.locator('li', { hasText: `again-${stamp}.epub` }).locator('pre')).toContainText(
    `• again-${stamp}.epub: already in the catalogue as PB-`,
    { timeout: 60_000 },
  );

  // The PDF's cover is made from its first page (shown in the list, a real image).
  await page.getByRole('searchbox').fill(`Moon ${stamp}`);
  const pdfListRow = page.getByRole('row', { name: new RegExp(`Moon ${stamp}`) });
  const cover = pdfListRow.locator('img');
  await expect(cover).toHaveAttribute('src', /\/api\/media\/covers\//, { timeout: 20_000 });
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);

  // The EPUB's editor (from its verdict's link).
  // The list above re-renders as the search answers; a click that lands on a link being
  // replaced is lost, so the click is repeated until the editor opens. The address changes
  // only once the editor's code and data are in (slow on a busy machine): a click that did
  // open it is not repeated (the link is gone by then; CI on 27 Nov waited 30 s for it).
  const editorUrl = /\/admin\/books\/[0-9a-f-]{36}$/;
  await expect(async () => {
    if (!editorUrl.test(new URL(page.url()).pathname)) {
      await epubRow.getByRole('link', { name: /Edit/ }).click({ timeout: 5_000 });
    }
    await expect(page).toHaveURL(editorUrl, { timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await expect(page.locator('[name="title"]')).toHaveValue(`The ${word} Lighthouse`);
  await expect(page.getByText('Read-along (from the file)')).toBeVisible();
  await page.locator('[name="title"]').fill(`The ${word} Lighthouse Keeper`);
  await expect(
    page.getByText(`${`The ${word} Lighthouse Keeper`.length}/200 Characters`),
  ).toBeVisible();
  await page.locator('[name="subtitle"]').fill('A night by the sea');
  await page
    .getByLabel('Description', { exact: true })
    .fill('A keeper and a light that never sleeps.');
  await page.locator('[name="authors"]').fill(`Pagebird Tests\nNoname Person ${stamp}`);
  await page.locator('[name="minAge"]').fill(String(Math.max(2, leoAge - 1)));
  await page.locator('[name="maxAge"]').fill(String(Math.min(14, leoAge + 1)));
  await page.getByRole('button', { name: 'Save', exact: true }).click();

  // The creators prompt (spec §5), then NO: the unknown name is dropped and the book saved.
  const dialog = page.getByRole('dialog', { name: MESSAGES.creatorsUnknown });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Noname Person ${stamp}`);
  await page.screenshot({ path: 'screenshots/admin-books-creators-prompt.png', fullPage: true });
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(page.locator('[name="authors"]')).toHaveValue('Pagebird Tests');
  await expect(page.locator('[name="title"]')).toHaveValue(`The ${word} Lighthouse Keeper`);

  // Activate and save; the History panel shows the writes.
  await page.locator('[name="status"]').selectOption('ACTIVE');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.').first()).toBeVisible();
  const activatedAt = Date.now();
  await page.screenshot({ path: 'screenshots/admin-books-editor.png', fullPage: true });

  // Leo finds it in search within seconds.
  let found = false;
  while (!found && Date.now() - activatedAt < 15_000) {
    const res = await request.get(`/api/text-search/child?query=${word}`, {
      headers: bearer(leo.token),
    });
    const body = (await res.json()) as TextSearchResponse;
    found = body.items.some((b) => b.title === `The ${word} Lighthouse Keeper`);
    if (!found) await page.waitForTimeout(250);
  }
  const seconds = (Date.now() - activatedAt) / 1000;
  console.log(`admin-books: found by the child ${seconds.toFixed(1)} s after activation`);
  expect(found).toBe(true);
  expect(seconds).toBeLessThan(15);

  // Preview as a child of Leo's age.
  await page.getByLabel('Preview as a child of age').selectOption(String(leoAge));
  await page.getByRole('link', { name: 'Open preview' }).click();
  await expect(page.getByTestId('preview-verdict')).toContainText(
    `A child of age ${leoAge} finds this book`,
  );
  await expect(page.getByRole('heading', { name: `The ${word} Lighthouse Keeper` })).toBeVisible();
  await page.screenshot({ path: 'screenshots/admin-books-preview.png', fullPage: true });
  await page.context().close();
});
