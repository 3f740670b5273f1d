// The nodes the dispatch and arguments code needs from a file (switches, ifs, reads of a tool call's
// arguments…), collected in one walk and cached per ESTree Program node.
import { AST_NODE_TYPES, type TSESLint, type TSESTree } from "@typescript-eslint/utils";
import { weakCache } from "../../util/weak-cache.js";

/** Keys under which a tool call carries its arguments: MCP/OpenAI `arguments`, Anthropic `input`, Gemini `args`. */
export const ARGUMENT_KEYS: readonly string[] = ["arguments", "input", "args"];

/** Names a dispatching function gives the parameter that holds the arguments (`callTool(name, args)`). */
export const ARGUMENT_PARAMETER_NAMES: ReadonlySet<string> = new Set([
  "args",
  "arguments",
  "input",
  "params",
  "parameters",
  "toolArgs",
  "toolInput",
  "argumentsObject",
]);

export interface FileScan {
  switches: TSESTree.SwitchStatement[];
  ifs: TSESTree.IfStatement[];
  /** `x.arguments`, `x.input`, `x.args`: where a tool call's arguments may be read. */
  argumentMembers: TSESTree.MemberExpression[];
  /** `const { …, arguments: args } = x`: destructurings that may take the arguments out of a call. */
  destructurings: TSESTree.VariableDeclarator[];
  /** Every `arguments` identifier (the implicit object, when it escapes, hides what is read). */
  argumentsIdentifiers: TSESTree.Identifier[];
}

const scans = weakCache<TSESTree.Program, FileScan>();

/**
 * Cheap text test before walking a file: only files that may dispatch on a tool name, declare a
 * class, register a handler or use `arguments` have anything for the walk to find. Most files of a
 * project have none of these, and skip the walk.
 */
const MAY_HOLD_SOMETHING =
  /\bswitch\b|[Nn]ame\s*==|==\s*[\w.]*[Nn]ame\b|\bclass\b|\.tool\s*\(\s*[A-Z"'`]|registerTool|addTool|\bhandler\b|\bschema\s*:|\barguments\b/;

/** Whether a value of a node's key is a node (not a list, a string, a token range…). */
export function isNode(value: unknown): value is TSESTree.Node {
  return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string";
}

function collect(scan: FileScan, node: TSESTree.Node): void {
  switch (node.type) {
    case AST_NODE_TYPES.SwitchStatement:
      scan.switches.push(node);
      break;
    case AST_NODE_TYPES.IfStatement:
      scan.ifs.push(node);
      break;
    case AST_NODE_TYPES.MemberExpression:
      if (
        !node.computed &&
        node.property.type === AST_NODE_TYPES.Identifier &&
        ARGUMENT_KEYS.includes(node.property.name)
      ) {
        scan.argumentMembers.push(node);
      }
      break;
    case AST_NODE_TYPES.VariableDeclarator:
      if (node.id.type === AST_NODE_TYPES.ObjectPattern && node.init != null) scan.destructurings.push(node);
      break;
    case AST_NODE_TYPES.Identifier:
      if (node.name === "arguments") scan.argumentsIdentifiers.push(node);
      break;
    default:
      break;
  }
}

function emptyScan(): FileScan {
  return { switches: [], ifs: [], argumentMembers: [], destructurings: [], argumentsIdentifiers: [] };
}

/** Whether the file has anything for the scan to find (MAY_HOLD_SOMETHING): else no scan is made. */
export function mayHoldSomething(sourceCode: Readonly<TSESLint.SourceCode>): boolean {
  // Asked when the walk starts and again when the extraction runs: one test of the text per file.
  return mayHoldByFile(sourceCode, () => MAY_HOLD_SOMETHING.test(sourceCode.text));
}

const mayHoldByFile = weakCache<Readonly<TSESLint.SourceCode>, boolean>();

/**
 * For a walk of the whole file in source order that another part makes anyway (finding the
 * definitions): a visitor that fills the file's scan as it goes, and the call that keeps it once
 * the walk is done. Undefined when the scan is known already or the file has nothing to scan.
 */
export function scanDuringWalk(
  sourceCode: Readonly<TSESLint.SourceCode>,
): { visit: (node: TSESTree.Node) => void; done: () => void } | undefined {
  if (scans.has(sourceCode.ast) || !mayHoldSomething(sourceCode)) return undefined;
  const scan = emptyScan();
  return { visit: (node) => collect(scan, node), done: () => scans(sourceCode.ast, () => scan) };
}

/** The file's nodes of interest, in source order (one walk, cached). */
export function scanFile(sourceCode: Readonly<TSESLint.SourceCode>): FileScan {
  return scans(sourceCode.ast, () => walkForScan(sourceCode));
}

function walkForScan(sourceCode: Readonly<TSESLint.SourceCode>): FileScan {
  const scan = emptyScan();
  const stack: TSESTree.Node[] = MAY_HOLD_SOMETHING.test(sourceCode.text) ? [sourceCode.ast] : [];
  const visitorKeys = sourceCode.visitorKeys;
  while (stack.length > 0) {
    const node = stack.pop()!;
    collect(scan, node);
    const keys = visitorKeys[node.type] ?? [];
    for (let k = keys.length - 1; k >= 0; k--) {
      const child = (node as unknown as Record<string, unknown>)[keys[k]!];
      if (Array.isArray(child)) {
        for (let i = child.length - 1; i >= 0; i--) if (isNode(child[i])) stack.push(child[i] as TSESTree.Node);
      } else if (isNode(child)) {
        stack.push(child);
      }
    }
  }
  return scan;
}
