/**
 * Finds mutable module-level state with the TypeScript compiler API: top-level `let`/`var`, and top-level
 * `const` collections (new Map/Set/WeakMap/WeakSet/Array) or object/array literals that the file mutates.
 * Frozen values (`Object.freeze(...)`, `as const`) and read-only types (`Readonly<…>`, `ReadonlyMap`, …) pass.
 */
import ts from 'typescript'

/** One finding: where, and why it counts as mutable state. */
export interface StateFinding {
  file: string
  line: number
  name: string
  reason: string
}

const COLLECTIONS = new Set(['Map', 'Set', 'WeakMap', 'WeakSet', 'Array'])
const MUTATORS = new Set([
  'set',
  'add',
  'delete',
  'clear',
  'push',
  'pop',
  'shift',
  'unshift',
  'splice',
  'sort',
  'reverse',
  'fill',
  'copyWithin',
])

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e) || ts.isNonNullExpression(e)
    ? unwrap(e.expression)
    : e

function isFrozen(init: ts.Expression): boolean {
  const e = unwrap(init)
  if (ts.isAsExpression(e)) return ts.isConstTypeReference(e.type) || isFrozen(e.expression)
  return (
    ts.isCallExpression(e) &&
    ts.isPropertyAccessExpression(e.expression) &&
    e.expression.getText() === 'Object.freeze'
  )
}

function isReadonlyType(type: ts.TypeNode | undefined): boolean {
  if (!type) return false
  if (ts.isTypeOperatorNode(type)) return type.operator === ts.SyntaxKind.ReadonlyKeyword
  if (ts.isTypeReferenceNode(type)) return /^Readonly/.test(type.typeName.getText())
  return false
}

/** What kind of mutable container `init` makes, or null when it is not one. */
function containerKind(init: ts.Expression): 'collection' | 'literal' | null {
  const e = unwrap(ts.isAsExpression(unwrap(init)) ? (unwrap(init) as ts.AsExpression).expression : init)
  if (ts.isNewExpression(e) && ts.isIdentifier(e.expression) && COLLECTIONS.has(e.expression.text))
    return 'collection'
  if (ts.isArrayLiteralExpression(e) || ts.isObjectLiteralExpression(e)) return 'literal'
  return null
}

/** Whether `name` is mutated anywhere in the file: a mutating method, or an assignment to a member of it. */
function mutatedIn(source: ts.SourceFile, name: string): boolean {
  const rootName = (e: ts.Expression): string | null => {
    let cur = e
    while (ts.isPropertyAccessExpression(cur) || ts.isElementAccessExpression(cur)) cur = cur.expression
    return ts.isIdentifier(cur) ? cur.text : null
  }
  const isMember = (e: ts.Expression): boolean =>
    (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) && rootName(e) === name
  let found = false
  const visit = (node: ts.Node): void => {
    if (found) return
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      MUTATORS.has(node.expression.name.text) &&
      rootName(node.expression.expression) === name
    )
      found = true
    else if (
      ts.isBinaryExpression(node) &&
      node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
      isMember(node.left)
    )
      found = true
    else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) &&
      isMember(node.operand)
    )
      found = true
    else if (ts.isDeleteExpression(node) && isMember(node.expression)) found = true
    else ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The mutable module-level state declared in one file's text. */
export function findModuleState(file: string, text: string): StateFinding[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const findings: StateFinding[] = []
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue
    const list = statement.declarationList
    const isConst = (list.flags & ts.NodeFlags.Const) !== 0
    for (const decl of list.declarations) {
      const line = source.getLineAndCharacterOfPosition(decl.getStart()).line + 1
      const name = decl.name.getText()
      if (!isConst) {
        findings.push({ file, line, name, reason: 'top-level let/var' })
        continue
      }
      const init = decl.initializer
      if (!init || !ts.isIdentifier(decl.name) || isFrozen(init) || isReadonlyType(decl.type)) continue
      const kind = containerKind(init)
      if (kind === 'collection') findings.push({ file, line, name, reason: 'top-level collection' })
      else if (kind === 'literal' && mutatedIn(source, decl.name.text))
        findings.push({ file, line, name, reason: 'top-level literal that the file mutates' })
    }
  }
  return findings
}
