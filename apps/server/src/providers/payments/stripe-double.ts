import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small local HTTP double of the Stripe API — only the shapes the `stripe` adapter uses:
 * customers (create, update, delete), setup intents, payment methods (retrieve, attach, list)
 * and payment intents (off-session confirm), with Idempotency-Key replay and Stripe's card test
 * tokens (pm_card_visa, pm_card_chargeDeclined, pm_card_chargeDeclinedInsufficientFunds,
 * pm_card_chargeCustomerFail). Errors use Stripe's JSON error shape, so the SDK raises its own
 * error classes. State is in memory. Used by the provider contract suite and e2e (STRIPE_API_BASE).
 */

type Obj = Record<string, unknown>;
interface Pm {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
  behaviour: 'ok' | 'attach:card_declined' | 'attach:insufficient_funds' | 'charge:card_declined';
}

const TOKENS: Record<string, Pick<Pm, 'card' | 'behaviour'>> = {
  pm_card_visa: { card: visa('4242'), behaviour: 'ok' },
  pm_card_mastercard: {
    card: { brand: 'mastercard', last4: '4444', exp_month: 12, exp_year: 2034 },
    behaviour: 'ok',
  },
  pm_card_chargeDeclined: { card: visa('0002'), behaviour: 'attach:card_declined' },
  pm_card_chargeDeclinedInsufficientFunds: {
    card: visa('9995'),
    behaviour: 'attach:insufficient_funds',
  },
  pm_card_chargeCustomerFail: { card: visa('0341'), behaviour: 'charge:card_declined' },
};

function visa(last4: string) {
  return { brand: 'visa', last4, exp_month: 12, exp_year: 2034 };
}

const newId = (p: string) => `${p}_${randomBytes(12).toString('hex')}`;

class StripeDoubleError {
  constructor(
    readonly status: number,
    readonly body: Obj,
  ) {}
}

const cardError = (code: string, message: string, extra: Obj = {}) =>
  new StripeDoubleError(402, {
    error: { type: 'card_error', code, decline_code: code, message, ...extra },
  });
const notFound = (what: string, id: string) =>
  new StripeDoubleError(404, {
    error: {
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: `No such ${what}: '${id}'`,
    },
  });

export interface StripeDouble {
  url: string;
  /** Succeeded charges (payment intents) per customer. */
  chargesFor(customerId: string): number;
  /** Requests seen (method and path), for tests. */
  requests: Array<{ method: string; path: string }>;
  close(): Promise<void>;
}

export async function startStripeDouble(opts: { port?: number } = {}): Promise<StripeDouble> {
  const customers = new Map<string, Obj>();
  const pms = new Map<string, Pm>();
  const intents = new Map<string, Obj>();
  const idempotent = new Map<string, { status: number; body: Obj }>();
  const requests: StripeDouble['requests'] = [];

  function pmFor(id: string): Pm {
    const known = pms.get(id);
    if (known) return known;
    const token = TOKENS[id];
    if (!token) throw notFound('payment_method', id);
    return { id, object: 'payment_method', type: 'card', customer: null, ...token };
  }
  const publicPm = ({ behaviour: _b, ...pm }: Pm) => pm;
  function customer(id: string): Obj {
    const c = customers.get(id);
    if (!c || c.deleted) throw notFound('customer', id);
    return c;
  }

  function handle(method: string, path: string, form: URLSearchParams, query: URLSearchParams) {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: newId('cus'),
        object: 'customer',
        email: form.get('email'),
        name: form.get('name'),
        invoice_settings: { default_payment_method: null },
      };
      customers.set(c.id, c);
      return c;
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const c = customer(m[1]!);
      if (method === 'DELETE') {
        c.deleted = true;
        return { id: c.id, object: 'customer', deleted: true };
      }
      if (method === 'POST') {
        const dpm = form.get('invoice_settings[default_payment_method]');
        if (dpm !== null) c.invoice_settings = { default_payment_method: dpm };
      }
      return c;
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const id = newId('seti');
      customer(form.get('customer') ?? '');
      return {
        id,
        object: 'setup_intent',
        customer: form.get('customer'),
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        status: 'requires_payment_method',
        usage: form.get('usage') ?? 'off_session',
      };
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const cus = query.get('customer');
      const data = [...pms.values()].filter((p) => p.customer === cus).map(publicPm);
      return { object: 'list', data, has_more: false, url: '/v1/payment_methods' };
    }
    if (method === 'GET' && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      return publicPm(pmFor(m[1]!));
    }
    if (method === 'POST' && (m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path))) {
      const source = pmFor(m[1]!);
      const cus = customer(form.get('customer') ?? '');
      if (source.behaviour.startsWith('attach:')) {
        const code = source.behaviour.slice('attach:'.length);
        throw cardError(
          code,
          code === 'insufficient_funds'
            ? 'Your card has insufficient funds.'
            : 'Your card was declined.',
        );
      }
      // A test token attaches as a fresh payment method, as Stripe does.
      const pm: Pm = { ...source, id: TOKENS[source.id] ? newId('pm') : source.id };
      pm.customer = cus.id as string;
      pms.set(pm.id, pm);
      return publicPm(pm);
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const cus = customer(form.get('customer') ?? '');
      const pm = pmFor(form.get('payment_method') ?? '');
      if (pm.customer !== cus.id) throw notFound('payment_method', pm.id);
      const pi: Obj = {
        id: newId('pi'),
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency'),
        customer: cus.id,
        payment_method: pm.id,
        status: 'succeeded',
      };
      if (pm.behaviour === 'charge:card_declined') {
        pi.status = 'requires_payment_method';
        intents.set(pi.id as string, pi);
        throw cardError('card_declined', 'Your card was declined.', { payment_intent: pi });
      }
      intents.set(pi.id as string, pi);
      return pi;
    }
    throw new StripeDoubleError(404, {
      error: { type: 'invalid_request_error', message: `Unrecognized request URL (${path})` },
    });
  }

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://double');
      const method = req.method ?? 'GET';
      requests.push({ method, path: url.pathname });
      const send = (status: number, body: Obj) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
        res.end(JSON.stringify(body));
      };
      if (!/^Bearer sk_test_\w+/.test(req.headers.authorization ?? '')) {
        return send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const key = req.headers['idempotency-key'];
      const idemKey =
        typeof key === 'string' && method === 'POST' ? `${url.pathname}|${key}` : null;
      const replay = idemKey ? idempotent.get(idemKey) : undefined;
      if (replay) return send(replay.status, replay.body);
      let status = 200;
      let body: Obj;
      try {
        body = handle(method, url.pathname, new URLSearchParams(raw), url.searchParams);
      } catch (e) {
        if (!(e instanceof StripeDoubleError)) throw e;
        status = e.status;
        body = e.body;
      }
      if (idemKey && status !== 404) idempotent.set(idemKey, { status, body });
      send(status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    chargesFor: (customerId) =>
      [...intents.values()].filter((pi) => pi.customer === customerId && pi.status === 'succeeded')
        .length,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
