import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The contract's sources (packages/contract/src), tests left out. */
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].*(?<!\.test)\.ts$/;

/** An initializer that is free of side effects as written (nothing to mark). */
const INERT = new Set(['Literal', 'Identifier', 'ArrowFunctionExpression', 'FunctionExpression']);

/** The properties of an endpoint the client reads (lib/api-client.ts `send`, `callApi`). */
const CLIENT_FIELDS = new Set(['method', 'path']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (v: unknown): v is Node =>
  !!v && typeof v === 'object' && typeof (v as Node).type === 'string';

/** Every node under `node` (depth first), the node itself included. */
function* walk(node: Node): Generator<Node> {
  yield node;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) {
      for (const v of value) if (isNode(v)) yield* walk(v);
    } else if (isNode(value)) {
      yield* walk(value);
    }
  }
}

/**
 * Issue 15 (Lighthouse on the reading pages): the web client calls the API through the
 * contract's endpoint objects (`callApi(catalogueApi.details, …)`) but reads only their
 * `method`, `path` and whether they have a `response`. The objects also hold their Zod schemas,
 * so a page that calls one endpoint downloaded and built Zod and every schema of its feature
 * (about 45 KB of brotli and a long task on a phone) before its first picture.
 *
 * In the client build this plugin, on the contract's modules only:
 * - turns every `endpoint({ … })` call into the plain descriptor the client uses,
 *   `{ method, path, response: true }` (`response` only where the endpoint has one);
 * - marks every top-level initializer as pure (`/* @__PURE__ *\/ (() => init)()`), so a schema
 *   or list the bundle does not use is dropped with what it alone imports (Zod among them).
 *
 * The server, the tests and the type checker see the contract as written; `endpoint.ts` stays
 * the one definition. A page that validates a form still imports its schemas directly and gets
 * them whole. Decision 034.
 */
export function endpointDescriptors(): Plugin {
  return {
    name: 'pagebird-endpoint-descriptors',
    // After TypeScript is compiled away: the code is plain JavaScript here.
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (id.startsWith('\0') || !CONTRACT_SOURCE.test(file)) return null;
      const program = this.parse(code) as unknown as Node;
      const out = new MagicString(code);
      let changed = false;

      for (const node of walk(program)) {
        if (node.type !== 'CallExpression') continue;
        const callee = node.callee as Node;
        const args = node.arguments as Node[];
        if (callee.type !== 'Identifier' || callee.name !== 'endpoint') continue;
        const spec = args[0];
        if (args.length !== 1 || !spec || spec.type !== 'ObjectExpression')
          this.error(`endpoint descriptors: ${file}: endpoint() needs one object literal`);
        const fields: string[] = [];
        let hasResponse = false;
        for (const prop of spec.properties as Node[]) {
          const key = prop.key as Node | undefined;
          if (prop.type !== 'Property' || prop.computed || key?.type !== 'Identifier')
            this.error(`endpoint descriptors: ${file}: endpoint() with a spread or computed key`);
          const name = key.name as string;
          if (name === 'response') hasResponse = true;
          if (!CLIENT_FIELDS.has(name)) continue;
          const value = prop.value as Node;
          fields.push(`${name}: ${code.slice(value.start, value.end)}`);
        }
        if (fields.length !== CLIENT_FIELDS.size)
          this.error(`endpoint descriptors: ${file}: an endpoint without method or path`);
        if (hasResponse) fields.push('response: true');
        out.overwrite(node.start, node.end, `({ ${fields.join(', ')} })`, { contentOnly: true });
        changed = true;
      }

      for (const statement of program.body as Node[]) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node) : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const d of declaration.declarations as Node[]) {
          const init = d.init as Node | null;
          if (!init || INERT.has(init.type)) continue;
          out.prependLeft(init.start, '/* @__PURE__ */ (() => (');
          out.appendRight(init.end, '))()');
          changed = true;
        }
      }

      return changed ? { code: out.toString(), map: out.generateMap({ hires: true }) } : null;
    },
  };
}
