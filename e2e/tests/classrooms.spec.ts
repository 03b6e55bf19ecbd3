import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { expect, test, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { BASE_URL, DESKTOP } from '../support/constants.ts';
import { enterClassCode, pathOf, typePin } from '../support/ui.ts';

/**
 * Issue 12 items 2–4 in the browser: a new educator signs up with a school, creates a class of 3
 * students through the flow, downloads the login cards (a PDF with a QR code per student); one
 * student signs in with the class code and PIN, another by opening a QR code's URL; a stranger's
 * ten wrong PINs lock a student out of strangers' devices, the teacher sees it and unlocks.
 */

test.use({ viewport: DESKTOP });
test.describe.configure({ mode: 'serial' });

const require = createRequire(import.meta.url);

/** The QR codes of the login cards PDF: every image inflated to RGBA and scanned with jsQR. */
async function qrCodesOf(pdfBytes: Buffer): Promise<{ urls: string[]; pages: number }> {
  const pdf = await PDFDocument.load(pdfBytes);
  const urls: string[] = [];
  for (const [, o] of pdf.context.enumerateIndirectObjects()) {
    if (!(o instanceof PDFRawStream) || o.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image'))
      continue;
    const w = (o.dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const h = (o.dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const channels = o.dict.get(PDFName.of('ColorSpace')) === PDFName.of('DeviceRGB') ? 3 : 1;
    const raw = inflateSync(o.contents);
    const rgba = new Uint8ClampedArray(w * h * 4);
    for (let i = 0; i < w * h; i++) {
      for (let k = 0; k < 3; k++) rgba[i * 4 + k] = raw[i * channels + (channels === 3 ? k : 0)]!;
      rgba[i * 4 + 3] = 255;
    }
    const found = jsQR(rgba, w, h);
    if (found) urls.push(found.data);
  }
  return { urls, pages: pdf.getPageCount() };
}

/** Render the PDF's first page with pdf.js in the browser and take a screenshot of it. */
async function screenshotPdf(browser: Browser, pdfBytes: Buffer, path: string) {
  const page = await browser.newPage({ viewport: { width: 940, height: 1200 } });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  const lib = readFileSync(require.resolve('pdfjs-dist/build/pdf.min.mjs'));
  const worker = readFileSync(require.resolve('pdfjs-dist/build/pdf.worker.min.mjs'));
  await page.route('**/__e2e/**', async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('/pdf.min.mjs'))
      return route.fulfill({ body: lib, contentType: 'text/javascript' });
    if (url.pathname.endsWith('/pdf.worker.min.mjs'))
      return route.fulfill({ body: worker, contentType: 'text/javascript' });
    if (url.pathname.endsWith('/cards.pdf'))
      return route.fulfill({ body: pdfBytes, contentType: 'application/pdf' });
    return route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><body style="margin:0;background:#888"><canvas id="c"></canvas>
<script type="module">
import * as pdfjs from '/__e2e/pdf.min.mjs';
import * as worker from '/__e2e/pdf.worker.min.mjs';
globalThis.pdfjsWorker = worker;
try {
  const data = Uint8Array.from(atob('${pdfBytes.toString('base64')}'), (c) => c.charCodeAt(0));
  const doc = await pdfjs.getDocument({ data }).promise;
  const p = await doc.getPage(1);
  const viewport = p.getViewport({ scale: 1.5 });
  const canvas = document.getElementById('c');
  canvas.width = viewport.width; canvas.height = viewport.height;
  await p.render({ canvas, canvasContext: canvas.getContext('2d'), viewport }).promise;
  document.body.dataset.done = '1';
} catch (e) { console.error(String(e && e.stack || e)); }
</script></body>`,
    });
  });
  await page.goto(`${BASE_URL}/__e2e/view`);
  await expect(page.locator('body[data-done="1"]'), problems.join('\n')).toBeAttached({
    timeout: 20_000,
  });
  await page.locator('#c').screenshot({ path });
  await page.close();
}

async function signUpEducator(page: Page) {
  const email = `e2e-classes-${Date.now().toString(36)}@school.test`;
  await page.goto('/educator-signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Email').blur();
  await expect(
    page.getByRole('status').filter({ hasText: 'This email can be used.' }),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('chalk-board-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Title').selectOption('Mr.');
  await page.getByLabel('Your role').selectOption('CLASSROOM_TEACHER');
  await page.getByLabel('First name').fill('Omar');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('School name').fill('Cedar Elementary');
  await page.getByLabel('Address').fill('9 Cedar Lane, Springfield');
  await page.getByLabel('Location').selectOption('US-CT');
  await page.getByLabel('School starts').selectOption('8AM');
  await page.getByLabel('School ends').selectOption('3PM');
  await page.getByRole('button', { name: 'Finish sign-up' }).click();
  await expect(page).toHaveURL(/\/educator\/welcome$/);
  await page.goto('/educator');
  await expect(page.getByRole('heading', { name: 'Hello, Mr. Reyes' })).toBeVisible();
}

const students = [
  { first: 'Ava', last: 'Stone', pin: '4821' },
  { first: 'Ben', last: 'Cruz', pin: '' },
  { first: 'Cleo', last: 'Park', pin: '7355' },
];

test('an educator creates a class of 3, prints login cards; students sign in by PIN and by QR; a lockout is cleared', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signUpEducator(page);

  // Create class → add students → confirm → class code.
  await page.getByRole('link', { name: 'Create a class' }).first().click();
  await expect(page).toHaveURL(/\/classroom\/create$/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Please enter a class name.')).toBeVisible();
  await page.getByLabel('Class name').fill('Room 12 Owls');
  await page.getByLabel('Grade').selectOption({ label: '2nd Grade' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Add your students' })).toBeVisible();
  for (const [i, s] of students.entries()) {
    if (i > 0) await page.getByRole('button', { name: 'Add another student' }).click();
    const row = page.locator(`[data-student-row="${i}"]`);
    await row.getByLabel('First name').fill(s.first);
    await row.getByLabel('Last name').fill(s.last);
    if (s.pin) await row.getByLabel('PIN').fill(s.pin);
  }
  await page
    .locator('[data-student-row="2"]')
    .getByLabel('Reading level system')
    .selectOption('GUIDED_READING');
  await page.locator('[data-student-row="2"]').getByLabel('Level', { exact: true }).fill('H');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Check your students' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Ben Cruz' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'made up for you' })).toBeVisible();
  await page.getByRole('button', { name: 'Create class' }).click();
  await expect(page.getByRole('heading', { name: 'Your class is ready' })).toBeVisible();
  const classCode = (await page.getByTestId('class-code').textContent())!.trim();
  expect(classCode).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  const benPin = (await page
    .getByRole('row', { name: /Ben Cruz/ })
    .getByRole('cell')
    .nth(1)
    .textContent())!.trim();
  expect(benPin).toMatch(/^\d{4}$/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/classroom-created.png', fullPage: true });

  // Login cards: one PDF that opens, with a QR code per student.
  const downloadP = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download login cards (PDF)' }).click();
  const download = await downloadP;
  expect(download.suggestedFilename()).toBe('login-cards-Room_12_Owls.pdf');
  const pdfBytes = readFileSync((await download.path())!);
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { urls, pages } = await qrCodesOf(pdfBytes);
  expect(pages).toBe(1);
  expect(urls).toHaveLength(3);
  for (const u of urls) expect(u).toMatch(/\/students\?card=[0-9a-f]{64}\.1\./);
  await screenshotPdf(browser, pdfBytes, 'screenshots/classroom-login-cards.png');

  // The class page; the educator home lists the class.
  await page.getByRole('link', { name: 'Go to the class page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Room 12 Owls' })).toBeVisible();
  // The students table's row (the class dashboard below has a row per student too).
  await expect(
    page
      .getByRole('row', { name: /Cleo Park/ })
      .filter({ has: page.getByRole('link', { name: 'Edit Cleo Park' }) }),
  ).toContainText('7355');
  const classUrl = page.url();
  // Login help with this class's code, and the promo flyer (choose class → preview → print).
  await page.getByRole('link', { name: 'Login instructions' }).click();
  await expect(page.getByRole('heading', { name: 'How Room 12 Owls signs in' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: classCode })).toBeVisible();
  await page.goto('/classroom/promo-flyer');
  await page.getByRole('button', { name: 'Room 12 Owls' }).click();
  const flyer = page.getByRole('region', { name: 'Flyer preview' });
  await expect(flyer).toContainText(`Enter class code ${classCode}`);
  await expect(flyer).toContainText('Mr. Reyes uses Pagebird in Room 12 Owls');
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeVisible();
  await page.screenshot({ path: 'screenshots/classroom-promo-flyer.png', fullPage: true });
  await page.goto('/educator');
  // The class card (the activity table below it links the class too, by name only).
  await expect(page.getByRole('link', { name: /^Room 12 Owls Class code/ })).toContainText(
    classCode,
  );
  await page.screenshot({ path: 'screenshots/classroom-educator-home.png', fullPage: true });

  // Student 1: class code and PIN on another computer.
  const ava = await browser.newPage({ viewport: DESKTOP });
  await ava.goto(`${BASE_URL}/class-code`);
  await enterClassCode(ava, classCode);
  await expect(ava).toHaveURL(/\/students(\?|$)/);
  await ava
    .getByRole('button', { name: /^Ava\b/ })
    .first()
    .click();
  await typePin(ava, '4821');
  await expect(ava).toHaveURL(/\/(browse|interests-selection)$/);
  const avaProfile = await ava.evaluate(() => localStorage.getItem('pb.profile'));
  expect(JSON.parse(avaProfile!)).toMatchObject({ role: 'STUDENT', name: 'Ava Stone' });
  await ava.close();

  // Student 2: opens the QR code's URL of a card — signed in at once.
  const benUrl = await (async () => {
    for (const u of urls) {
      const res = await page.request.post('/api/student/card-login', {
        data: { token: new URL(u).searchParams.get('card') },
      });
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { user: { name: string } };
      if (body.user.name.startsWith('Ben')) return u;
    }
    throw new Error('no card for Ben');
  })();
  const ben = await browser.newPage({ viewport: DESKTOP });
  const path = new URL(benUrl);
  await ben.goto(`${BASE_URL}${path.pathname}${path.search}`);
  await expect(ben).toHaveURL(/\/(browse|interests-selection)$/);
  expect(pathOf(ben)).not.toBe('/students');
  const benProfile = await ben.evaluate(() => localStorage.getItem('pb.profile'));
  expect(JSON.parse(benProfile!)).toMatchObject({ role: 'STUDENT', name: 'Ben Cruz' });
  await ben.close();

  // A stranger: class code → student list → ten wrong PINs for Cleo from elsewhere.
  const list = await page.request.get(`/api/classrooms/students?classCode=${classCode}`);
  const cleoId = (
    (await list.json()) as { students: Array<{ id: string; name: string }> }
  ).students.find((s) => s.name.startsWith('Cleo'))!.id;
  const codes: number[] = [];
  for (let i = 0; i < 10; i++) {
    const r = await page.request.post('/api/student/login', {
      data: { classCode, studentId: cleoId, passCode: '0000' },
    });
    codes.push(r.status());
  }
  expect(codes).toEqual([...Array(9).fill(401), 429]);

  // The teacher sees the lockout and makes the class computer a class device: there Cleo still
  // signs in (the stranger locked strangers out, not the class).
  await page.goto(classUrl);
  const cleoRow = page
    .getByRole('row', { name: /Cleo Park/ })
    .filter({ has: page.getByRole('link', { name: 'Edit Cleo Park' }) });
  await expect(cleoRow).toContainText('Locked until');
  await page.getByLabel('Device name').fill('Reading corner PC');
  await page.getByRole('button', { name: 'Make this computer a class device' }).click();
  await expect(page.getByText('Reading corner PC')).toBeVisible();
  await expect(page.getByText(/This computer is a class device/).first()).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: 'screenshots/classroom-page.png', fullPage: true });
  const devices = await page.evaluate(() => localStorage.getItem('pb.classDevices'));
  expect(devices).toContain(classCode);
  // The class computer (its browser keeps the device token, as on the teacher's computer here).
  const desk = await browser.newContext({ viewport: DESKTOP });
  await desk.addInitScript((value) => localStorage.setItem('pb.classDevices', value), devices!);
  const deskPage = await desk.newPage();
  await deskPage.goto(`${BASE_URL}/class-code`);
  await enterClassCode(deskPage, classCode);
  await deskPage
    .getByRole('button', { name: /^Cleo\b/ })
    .first()
    .click();
  await typePin(deskPage, '7355');
  await expect(deskPage).toHaveURL(/\/(browse|interests-selection)$/);
  await desk.close();
  // Elsewhere Cleo is still locked out until the teacher unlocks.
  const elsewhere = await page.request.post('/api/student/login', {
    data: { classCode, studentId: cleoId, passCode: '7355' },
  });
  expect(elsewhere.status()).toBe(429);
  await page.reload();
  await cleoRow.getByRole('button', { name: 'Unlock Cleo Park' }).click();
  await expect(page.getByText('Sign-in unlocked.')).toBeVisible();
  await expect(cleoRow).toContainText('OK');
  const cleo = await browser.newPage({ viewport: DESKTOP });
  await cleo.goto(`${BASE_URL}/class-code`);
  await enterClassCode(cleo, classCode);
  await cleo
    .getByRole('button', { name: /^Cleo\b/ })
    .first()
    .click();
  await typePin(cleo, '7355');
  await expect(cleo).toHaveURL(/\/(browse|interests-selection)$/);
  await cleo.close();
});
