/**
 * Is a piece of a rendered section actually on screen? A reflowable section is laid out in columns
 * far wider than the page and scrolled inside the reader, so "its section is visible" is not
 * enough: we take the centre of the first box and follow it out through every frame, checking the
 * window and every clipping ancestor (shadow roots included) on the way to the top page.
 * Without layout boxes (display: none, or no layout engine at all) the answer is "yes": we cannot
 * tell, and turning pages on a guess would be worse.
 */

function firstBox(rects: DOMRectList | DOMRect[]): DOMRect | null {
  for (const r of Array.from(rects)) if (r.width > 0 || r.height > 0) return r;
  return null;
}

function parentOf(node: Element): Element | null {
  if (node.parentElement) return node.parentElement;
  const root = node.getRootNode();
  return 'host' in root ? ((root as ShadowRoot).host ?? null) : null;
}

function clips(el: Element): boolean {
  const style = el.ownerDocument.defaultView?.getComputedStyle(el);
  if (!style) return false;
  return style.overflowX !== 'visible' || style.overflowY !== 'visible';
}

function inside(x: number, y: number, r: DOMRect): boolean {
  return x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
}

export function isBoxOnScreen(rects: DOMRectList | DOMRect[], doc: Document): boolean {
  const box = firstBox(rects);
  if (!box) return true;
  let x = box.left + box.width / 2;
  let y = box.top + box.height / 2;
  let view: Window | null = doc.defaultView;
  while (view) {
    if (x < 0 || y < 0 || x > view.innerWidth || y > view.innerHeight) return false;
    let frame: Element | null;
    try {
      frame = view.frameElement;
    } catch {
      return true;
    }
    if (!frame) return true;
    const fr = frame.getBoundingClientRect();
    const html = frame as HTMLElement;
    const scaleX = html.offsetWidth ? fr.width / html.offsetWidth : 1;
    const scaleY = html.offsetHeight ? fr.height / html.offsetHeight : 1;
    x = fr.left + (html.clientLeft + x) * scaleX;
    y = fr.top + (html.clientTop + y) * scaleY;
    for (let node = parentOf(frame); node; node = parentOf(node)) {
      if (clips(node) && !inside(x, y, node.getBoundingClientRect())) return false;
    }
    view = frame.ownerDocument.defaultView;
  }
  return true;
}

export function isElementOnScreen(el: Element): boolean {
  return isBoxOnScreen(el.getClientRects(), el.ownerDocument);
}

export function isRangeOnScreen(range: Range): boolean {
  const doc = range.startContainer.ownerDocument;
  if (!doc || typeof range.getClientRects !== 'function') return true;
  return isBoxOnScreen(range.getClientRects(), doc);
}
