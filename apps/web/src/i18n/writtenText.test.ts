import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';

/**
 * docs/rules/languages.md, Messages: every word a customer reads comes from a catalogue, so it exists in English and
 * Spanish. This walks the customer side's components and fails on words written in them instead: JSX text, and the
 * text attributes a screen reader or a form shows. Staff screens (`staff/` folders and the staff areas) stay English
 * and are not walked. What may stay as written: the brand, and text without letters (prices, punctuation, numbers).
 */
const web = path.join(import.meta.dirname, '..');
const CUSTOMER_SIDE = [
  'features/layout',
  'features/marketing',
  'features/pricing',
  'features/locations',
  'features/specials',
  'features/zip',
  'features/support',
  'features/install',
  'features/leads',
  'features/update',
  'features/auth',
  'features/ordering',
  'features/checkout',
  'features/account',
  'features/orders',
  'features/recurring',
  'routes/public',
  'routes/order',
  'routes/account',
  'ui',
  'i18n',
];
const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'placeholder',
  'title',
  'alt',
  'label',
  'hint',
  'legend',
  'description',
  'empty',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
  'submitLabel',
  'busyLabel',
  'heading',
  'caption',
]);
const MAY_STAY = /^(?:FreshPress|[^A-Za-z]*)$/;
/** Staff-only screens that live beside the customer's in a customer-side folder: they stay English. */
const STAFF_ONLY = new Set([
  'features/orders/detail/StaffMoneyForms.tsx',
  'features/orders/detail/MoneyActionForm.tsx',
  'features/orders/detail/WeighInForm.tsx',
  'features/orders/list/BulkBar.tsx',
  'features/orders/list/RowControls.tsx',
  'features/orders/list/StatusChangeNotice.tsx',
]);

function componentFiles(folder: string): string[] {
  const full = path.join(web, folder);
  return readdirSync(full).flatMap((name) => {
    const file = path.join(full, name);
    if (statSync(file).isDirectory()) return name === 'staff' ? [] : componentFiles(path.join(folder, name));
    return name.endsWith('.tsx') && !name.endsWith('.test.tsx') ? [file] : [];
  });
}

interface Node {
  type: string;
  loc?: { start: { line: number } };
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Each written text of a component's source: 'line: text'. */
function writtenTexts(file: string, text = readFileSync(file, 'utf8')): string[] {
  const program = parse(text, { sourceType: 'module', plugins: ['jsx', 'typescript'], sourceFilename: file });
  const found: string[] = [];
  const report = (node: Node, words: string) => {
    const trimmed = words.replace(/\s+/g, ' ').trim();
    if (!MAY_STAY.test(trimmed)) found.push(`${node.loc?.start.line}: ${trimmed}`);
  };
  const literal = (node: unknown): string | null => {
    if (!isNode(node)) return null;
    if (node.type === 'StringLiteral') return node.value as string;
    if (node.type === 'JSXExpressionContainer') return literal(node.expression);
    if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
      return ((node.quasis as Node[])[0]?.value as { cooked: string } | undefined)?.cooked ?? null;
    }
    return null;
  };
  const visit = (node: Node) => {
    if (node.type === 'JSXText') report(node, node.value as string);
    if (node.type === 'JSXAttribute') {
      const name = node.name as Node;
      const words = literal(node.value);
      if (name.type === 'JSXIdentifier' && TEXT_ATTRIBUTES.has(name.name as string) && words !== null) {
        report(node, words);
      }
    }
    if (node.type === 'CallExpression') {
      const callee = node.callee as Node;
      const words = literal((node.arguments as Node[])[0]);
      if (callee.type === 'Identifier' && callee.name === 'useDocumentTitle' && words !== null)
        report(node, words);
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'loc' || key === 'leadingComments' || key === 'trailingComments') continue;
      if (Array.isArray(value)) for (const child of value) if (isNode(child)) visit(child);
      if (isNode(value)) visit(value);
    }
  };
  visit(program.program as unknown as Node);
  return found;
}

describe('the customer side writes no words in its components', () => {
  const files = CUSTOMER_SIDE.flatMap(componentFiles).filter(
    (file) => !STAFF_ONLY.has(path.relative(web, file)),
  );

  it('walks the customer side', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(files.map((file) => [path.relative(web, file), file]))('%s', (_name, file) => {
    expect(writtenTexts(file)).toEqual([]);
  });

  it('catches each kind of written word, and lets the brand, prices and catalogue words through', () => {
    const component = `
      export const Probe = ({ t }) => {
        useDocumentTitle('Your order');
        return (
          <section aria-label="Order summary">
            <h1>FreshPress</h1>
            <p>Total: {t('ordering.total')} $12.50</p>
            <input placeholder={'Search'} title={t('ordering.search')} />
            <p>{t('ordering.hint')} · 10%</p>
          </section>
        );
      };`;
    expect(writtenTexts('Probe.tsx', component)).toEqual([
      '3: Your order',
      '5: Order summary',
      '7: Total:',
      '8: Search',
    ]);
  });
});
