import { format, isBigNumber, isComplex, isFraction, isUnit, parse, type MathNode } from 'mathjs';

/**
 * The calculator a chat model may call. The expression comes from the model, which may have
 * copied it from anything a user pasted, so it is parsed first and only arithmetic is let
 * through: numbers, units (`10 km to mile`), operators and a list of cheap functions. No
 * assignments, ranges, matrices or function definitions: those let an expression allocate
 * gigabytes (`ones(1e5, 1e5)`) or loop for seconds, which would stall the server.
 */
const FUNCTIONS = new Set([
  'abs', 'sqrt', 'cbrt', 'nthRoot', 'exp', 'log', 'log10', 'log2', 'log1p', 'pow', 'mod', 'hypot', 'sign',
  'round', 'floor', 'ceil', 'fix', 'min', 'max', 'mean', 'median', 'sum', 'prod', 'gcd', 'lcm', 'factorial',
  'sin', 'cos', 'tan', 'asin', 'acos', 'atan', 'atan2', 'sinh', 'cosh', 'tanh', 'sec', 'csc', 'cot',
  'to', 'number', 'unaryMinus', 'unaryPlus',
]);
const NODES = new Set(['ConstantNode', 'OperatorNode', 'ParenthesisNode', 'SymbolNode', 'FunctionNode', 'ConditionalNode', 'RelationalNode']);

export class CalculatorError extends Error {
  override name = 'CalculatorError';
}

export function calculate(expression: string): { expression: string; value: number | string | boolean } {
  let tree: MathNode;
  try {
    tree = parse(expression);
  } catch (error) {
    throw new CalculatorError(`expression: ${(error as Error).message}`);
  }
  tree.traverse((node) => {
    if (!NODES.has(node.type)) throw new CalculatorError(`expression: ${describe(node.type)} are not allowed; use numbers, units, operators and functions such as sqrt or sin`);
    if (node.type === 'FunctionNode') {
      const name = (node as unknown as { fn: { name?: string } }).fn.name;
      if (!name || !FUNCTIONS.has(name)) throw new CalculatorError(`expression: function ${name ?? '(computed)'} is not available`);
    }
  });

  let value: unknown;
  try {
    value = tree.evaluate();
  } catch (error) {
    throw new CalculatorError(`expression: ${(error as Error).message}`);
  }
  if (typeof value === 'boolean') return { expression, value };
  if (typeof value === 'number') {
    // 14 significant digits: 0.1 + 0.2 is 0.3, as a person means it.
    return { expression, value: Number.isFinite(value) ? Number(format(value, { precision: 14 })) : String(value) };
  }
  if (isUnit(value) || isBigNumber(value) || isComplex(value) || isFraction(value)) return { expression, value: format(value, { precision: 14 }) };
  throw new CalculatorError('expression: did not evaluate to a number');
}

function describe(type: string): string {
  const names: Record<string, string> = {
    AssignmentNode: 'assignments',
    FunctionAssignmentNode: 'function definitions',
    ArrayNode: 'matrices',
    RangeNode: 'ranges',
    AccessorNode: 'indexes and properties',
    IndexNode: 'indexes',
    ObjectNode: 'objects',
    BlockNode: 'several statements',
  };
  return names[type] ?? type;
}
