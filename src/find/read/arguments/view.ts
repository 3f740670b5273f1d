// The implementation's view of a tool's arguments: which top-level properties it reads (and where),
// whether some use hides that (opaque), and where the arguments are given a TypeScript type.
import type { TSESLint, TSESTree } from "@typescript-eslint/utils";
import type ts from "typescript";
import compiler from "../../../schema/typescript.js";
import type { ZodProperties } from "../../detect/zod.js";

/**
 * A zod object the arguments are validated with (`Schema.parse(args)`, `safeParse`): the keys it
 * lists are the ones the code accepts, whatever it does with the result. `node` is the schema as the
 * call names it.
 */
export interface ArgumentsValidator extends ZodProperties {
  node: TSESTree.Node;
  /**
   * How the code names the schema when `node` does not (one another module validates with: `node`
   * is then the argument handed to the function that does).
   */
  name?: string;
}

/** The validator's schema as the code names it, for a message. */
export function validatorName(sourceCode: Readonly<TSESLint.SourceCode>, validator: ArgumentsValidator): string {
  return validator.name ?? sourceCode.getText(validator.node);
}

/** A place where the arguments are given a type: a cast, a type-guard call, a typed parameter receiving them. */
export interface TypedUse {
  /** The cast expression, the guard call, or the argument passed to a typed parameter. */
  node: TSESTree.Node;
  /** The type, when the checker gave one that names properties; undefined without type information. */
  type: ts.Type | undefined;
  /**
   * The typed parameter's function was read as well (one of another module, whose body is at hand):
   * its reads are in the view, so the type does not hide them.
   */
  followed?: boolean;
  /**
   * A type guard's (`isLisaArgs(args)`): it only checks, so it hides no read (the narrowed value's
   * uses are followed where they are); its type still speaks for what the code may read.
   */
  guard?: boolean;
  /** The type is given to what a validator handed back, not to the arguments as the model sent them. */
  validated?: boolean;
  /**
   * The type is written on the handler's own parameter, a destructuring without a rest element
   * (`({ a, b }: Args) => …`) or a name whose every use was followed (`(args: Args) => …`): every
   * value taken out of the arguments is in the view, so the type hides no read.
   */
  visible?: boolean;
}

/**
 * A place where the implementation gives ONE property a type: `args.days` (or a binding destructured
 * from the arguments, `const { days } = args`) passed straight to a parameter (`getForecast(args.days)`),
 * or cast (`args.days as number`). The node is the cast (the outermost of a chain) or the argument;
 * the type is read from it only when a rule asks (`propertyTypesFor`), so building views costs no checker work.
 */
export interface PropertyTypeUse {
  node: TSESTree.Node;
}

/**
 * Where a handler hands the arguments to a function of another module that reads a property: the
 * argument handed, and the functions whose bodies read it (the one called, and those it hands them on to).
 */
export interface ElsewhereRead {
  node: TSESTree.Node;
  functions: ReadonlySet<ts.SignatureDeclaration>;
}

/**
 * A place where the arguments are given the type of a zod schema's value (`args as z.infer<typeof S>`,
 * or an alias of one). The reads speak for it (echoesSchema); the type is evidence only beside a
 * schema that is not `S`, which the rule that compares types tells.
 */
export interface SchemaEchoUse {
  /** The cast, the variable or the parameter. */
  node: TSESTree.Node;
  annotation: TSESTree.TypeNode;
}

export interface ArgumentsView {
  /** Top-level property → the nodes that read it (a member's property, a destructuring key). */
  reads: Map<string, TSESTree.Node[]>;
  /**
   * A read (a node of `reads`) whose value only ever lands in a variable that nothing uses
   * (`const showCurrent = args.showCurrent !== false`, then no `showCurrent`) → that variable's name.
   * Still a read for every other purpose; it is just no use of the model's value.
   */
  unusedValues: Map<TSESTree.Node, string>;
  /** Properties read where every tool shares the arguments (before a switch): read, but by no tool in particular. */
  sharedReads: Set<string>;
  /** Where the shared reads are: the property read, or the argument handed to a function of another module that reads it. */
  sharedNodes: Map<string, TSESTree.Node[]>;
  /**
   * Properties read by a function of another module the arguments are handed to (`getPrompts(args)`):
   * read, so not unread; their reads are reported where they are, when that module is linted.
   */
  elsewhere: Set<string>;
  /**
   * Of those, the ones a handler function (not a dispatch branch, whose calls into other modules are
   * judged there: IncomingTool) hands on → where: no other module knows which tool reaches them.
   */
  elsewhereReads: Map<string, ElsewhereRead[]>;
  /** Some use cannot be followed (spread, dynamic key, passed to an untyped function…): reads are incomplete. */
  opaque: boolean;
  /**
   * Some use of the arguments themselves, not of what a validator handed back, cannot be followed:
   * a key no validator keeps may still be read there.
   */
  rawOpaque: boolean;
  /** The variable holding the arguments is reassigned: a read may be of a value the code made itself. */
  reassigned: boolean;
  /**
   * The function checks whether what it receives is text (`typeof input === "string"`): the model
   * always sends an object, so it serves other callers too, and a property it reads may be theirs.
   */
  takesText?: boolean;
  /** What the function receives is parsed as JSON (`JSON.parse(argString)`): text that holds the arguments. */
  parsesText?: boolean;
  /**
   * What the function receives is handed whole to a validator (`schema.parse(params)`), read or not:
   * a value some schema checks, as the model's arguments are, not a context.
   */
  checkedBySchema?: boolean;
  /**
   * Some reads are of what a validator returned (`Schema.parse(args).city`): reads of the arguments,
   * but a validator may fill in defaults, so a read there is no sign the model was asked for it.
   */
  validated: boolean;
  /** The zod objects the arguments are validated with, whose keys could be read. */
  validators: ArgumentsValidator[];
  /** Properties the implementation writes into the arguments (`args.limit ??= 10`): reading them is no sign of the model. */
  written: Set<string>;
  typed: TypedUse[];
  /** Where the tool's own code gives the arguments a zod schema's value type (recorded only with type information). */
  echoes: SchemaEchoUse[];
  /** Top-level property → the places that give its value a type (recorded only with type information). */
  propertyTypes: Map<string, PropertyTypeUse[]>;
}

export function emptyView(): ArgumentsView {
  return {
    reads: new Map(),
    unusedValues: new Map(),
    sharedReads: new Set(),
    sharedNodes: new Map(),
    elsewhere: new Set(),
    elsewhereReads: new Map(),
    opaque: false,
    rawOpaque: false,
    reassigned: false,
    validated: false,
    validators: [],
    written: new Set(),
    typed: [],
    echoes: [],
    propertyTypes: new Map(),
  };
}

/**
 * Makes the reads of code that several tools run alike (a table's branch) shared: read, so not
 * unread, but by no tool in particular, so not undeclared for the one that does not declare them.
 */
export function shareReads(view: ArgumentsView): void {
  for (const [name, nodes] of view.reads) {
    view.sharedReads.add(name);
    view.sharedNodes.set(name, [...(view.sharedNodes.get(name) ?? []), ...nodes]);
  }
  for (const name of view.elsewhere) view.sharedReads.add(name);
  view.reads.clear();
  view.unusedValues.clear();
  view.elsewhere.clear();
  view.elsewhereReads.clear();
}

/** A view whose reads cannot be followed at all. */
export function opaqueView(): ArgumentsView {
  return { ...emptyView(), opaque: true, rawOpaque: true };
}

/** Some use of the arguments themselves cannot be followed. */
export function markOpaque(view: ArgumentsView): void {
  view.opaque = true;
  view.rawOpaque = true;
}

export function addRead(view: ArgumentsView, name: string, node: TSESTree.Node): void {
  const nodes = view.reads.get(name);
  if (nodes === undefined) view.reads.set(name, [node]);
  else if (!nodes.includes(node)) nodes.push(node);
}

export function addSharedNode(view: ArgumentsView, name: string, node: TSESTree.Node): void {
  const nodes = view.sharedNodes.get(name);
  if (nodes === undefined) view.sharedNodes.set(name, [node]);
  else if (!nodes.includes(node)) nodes.push(node);
}

export function addElsewhereRead(view: ArgumentsView, name: string, read: ElsewhereRead): void {
  const reads = view.elsewhereReads.get(name);
  if (reads === undefined) view.elsewhereReads.set(name, [read]);
  else if (!reads.some((known) => known.node === read.node)) reads.push(read);
}

export function addPropertyType(view: ArgumentsView, name: string, node: TSESTree.Node): void {
  const uses = view.propertyTypes.get(name);
  if (uses === undefined) view.propertyTypes.set(name, [{ node }]);
  else if (!uses.some((use) => use.node === node)) uses.push({ node });
}

/** `into` gains everything `from` says (several dispatch sites or links for one tool). */
export function mergeView(into: ArgumentsView, from: ArgumentsView): void {
  for (const [name, nodes] of from.reads) for (const node of nodes) addRead(into, name, node);
  for (const [node, variable] of from.unusedValues) into.unusedValues.set(node, variable);
  for (const name of from.sharedReads) into.sharedReads.add(name);
  for (const [name, nodes] of from.sharedNodes) for (const node of nodes) addSharedNode(into, name, node);
  for (const name of from.elsewhere) into.elsewhere.add(name);
  for (const [name, reads] of from.elsewhereReads) for (const read of reads) addElsewhereRead(into, name, read);
  into.opaque ||= from.opaque;
  into.rawOpaque ||= from.rawOpaque;
  into.reassigned ||= from.reassigned;
  if (from.takesText === true) into.takesText = true;
  if (from.parsesText === true) into.parsesText = true;
  if (from.checkedBySchema === true) into.checkedBySchema = true;
  into.validated ||= from.validated;
  for (const validator of from.validators)
    if (!into.validators.some((known) => known.node === validator.node)) into.validators.push(validator);
  for (const name of from.written) into.written.add(name);
  for (const [name, uses] of from.propertyTypes) for (const use of uses) addPropertyType(into, name, use.node);
  for (const use of from.typed) if (!into.typed.some((known) => known.node === use.node)) into.typed.push(use);
  for (const use of from.echoes) if (!into.echoes.some((known) => known.node === use.node)) into.echoes.push(use);
}

/** Whether a type is given to the arguments as the model sent them (not only to what a validator handed back). */
export function rawTyped(view: ArgumentsView): boolean {
  return view.typed.some((use) => use.validated !== true);
}

/** Whether every read is visible (for no-unread-parameters): no type hides one. */
export function readsAreComplete(view: ArgumentsView): boolean {
  return (
    !view.opaque &&
    !view.reassigned &&
    view.typed.every((use) => use.followed === true || use.guard === true || use.visible === true)
  );
}

/**
 * Whether every type given to the arguments that speaks for them (not followed into) names
 * `property` as optional. A type is compared with the schema (no-schema-drift) for the properties it
 * requires; one it leaves optional breaks no call when the schema lacks it, so only a read of it
 * says the model's value is wanted.
 */
export function typesLeaveOptional(view: ArgumentsView, property: string, checker: ts.TypeChecker): boolean {
  return view.typed.every((use) => {
    if (use.followed === true) return true;
    if (use.type === undefined) return false;
    const symbol = checker.getPropertyOfType(checker.getNonNullableType(use.type), property);
    return symbol !== undefined && (symbol.flags & compiler.SymbolFlags.Optional) !== 0;
  });
}

/** Whether some type given to the arguments (with properties of its own) lacks one of `names`. */
export function typesLackSome(
  view: ArgumentsView,
  names: ReadonlySet<string>,
  checker: ts.TypeChecker,
  only: (use: TypedUse) => boolean = () => true,
): boolean {
  return view.typed.filter(only).some((use) => {
    if (use.type === undefined) return false;
    const type = checker.getNonNullableType(use.type);
    if (checker.getIndexInfosOfType(type).length > 0) return false;
    return [...names].some((name) => checker.getPropertyOfType(type, name) === undefined);
  });
}

/**
 * Whether the reads that were seen are of the model's arguments, and no type speaks for them (for
 * no-undeclared-arguments): every type went to a function whose reads were followed as well. A
 * guard's type still speaks: no-schema-drift compares it, and one problem gets one report.
 */
export function readsAreTheModels(view: ArgumentsView): boolean {
  return (
    !view.reassigned && view.takesText !== true && !view.validated && view.typed.every((use) => use.followed === true)
  );
}
