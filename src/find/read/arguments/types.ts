// Whether a type given to the arguments says which properties they have. `any`, `unknown`,
// `Record<string, unknown>` and index signatures say nothing: the reads then speak instead.
import { AST_NODE_TYPES, type ParserServicesWithTypeInformation, type TSESTree } from "@typescript-eslint/utils";
import type * as TS from "typescript";
import ts from "../../../schema/typescript.js";
import { weakCache, weakPairCache } from "../../../util/weak-cache.js";
import { assignedValues, calleeOf, targetSymbol } from "../../syntax/ts-syntax.js";
import { echoesSchema, echoesSchemaTs, echoesSchemaTyped } from "../../syntax/schema-echo.js";

/** A checker type with at least one named property (after dropping `null` and `undefined`). */
export function isDescriptiveType(type: TS.Type, checker: TS.TypeChecker): boolean {
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.Never)) return false;
  const nonNullable = checker.getNonNullableType(type);
  if (nonNullable.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.TypeParameter)) return false;
  if (
    nonNullable.flags &
    (ts.TypeFlags.StringLike |
      ts.TypeFlags.NumberLike |
      ts.TypeFlags.BooleanLike |
      ts.TypeFlags.BigIntLike |
      ts.TypeFlags.ESSymbolLike)
  )
    return false;
  if (checker.isArrayType(nonNullable) || checker.isTupleType(nonNullable)) return false;
  return checker.getPropertiesOfType(nonNullable).length > 0;
}

/** The type a parameter is written with (`x: T`, `{ a }: T`, `x: T = d`), if any. */
export function parameterAnnotation(parameter: TSESTree.Parameter | undefined): TSESTree.TypeNode | undefined {
  if (parameter === undefined) return undefined;
  const target = parameter.type === AST_NODE_TYPES.AssignmentPattern ? parameter.left : parameter;
  return "typeAnnotation" in target ? target.typeAnnotation?.typeAnnotation : undefined;
}

/** Without a checker: whether a written type annotation names properties (a literal type or a named type). */
export function isDescriptiveTypeNode(node: TSESTree.TypeNode): boolean {
  if (echoesSchema(node)) return false;
  switch (node.type) {
    case AST_NODE_TYPES.TSTypeLiteral:
      return node.members.some((member) => member.type !== AST_NODE_TYPES.TSIndexSignature);
    case AST_NODE_TYPES.TSTypeReference:
      return !(
        node.typeName.type === AST_NODE_TYPES.Identifier && ["Record", "Object", "Partial"].includes(node.typeName.name)
      );
    case AST_NODE_TYPES.TSIntersectionType:
      return node.types.some(isDescriptiveTypeNode);
    case AST_NODE_TYPES.TSUnionType:
      return node.types.some(isDescriptiveTypeNode);
    default:
      return false;
  }
}

/**
 * The type a written annotation gives, when it names properties: `{ type }` with a checker,
 * `{ type: undefined }` when only the syntax says so, undefined when it says nothing.
 */
export function descriptiveTypeOfNode(
  node: TSESTree.TypeNode,
  services: ParserServicesWithTypeInformation | undefined,
): { type: TS.Type | undefined } | undefined {
  if (echoesSchemaTyped(node, services)) return undefined;
  if (services === undefined) return isDescriptiveTypeNode(node) ? { type: undefined } : undefined;
  const tsNode = services.esTreeNodeToTSNodeMap.get(node) as TS.TypeNode | undefined;
  if (tsNode === undefined) return undefined;
  const checker = services.program.getTypeChecker();
  const type = checker.getTypeFromTypeNode(tsNode);
  return isDescriptiveType(type, checker) ? { type } : undefined;
}

/**
 * An annotation that leaves the properties open: `any`, `unknown`, `object`, `Record<string, …>`,
 * `{ [key: string]: … }`. The reads then say what the implementation expects.
 */
export function saysNothingAboutProperties(
  node: TSESTree.TypeNode,
  services: ParserServicesWithTypeInformation | undefined,
): boolean {
  if (echoesSchemaTyped(node, services)) return true;
  if (services !== undefined) {
    const tsNode = services.esTreeNodeToTSNodeMap.get(node) as TS.TypeNode | undefined;
    if (tsNode !== undefined) {
      const checker = services.program.getTypeChecker();
      const type = checker.getNonNullableType(checker.getTypeFromTypeNode(tsNode));
      if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.NonPrimitive)) return true;
      return (
        (type.flags & ts.TypeFlags.Object) !== 0 &&
        !checker.isArrayType(type) &&
        checker.getPropertiesOfType(type).length === 0
      );
    }
  }
  switch (node.type) {
    case AST_NODE_TYPES.TSAnyKeyword:
    case AST_NODE_TYPES.TSUnknownKeyword:
    case AST_NODE_TYPES.TSObjectKeyword:
      return true;
    case AST_NODE_TYPES.TSTypeLiteral:
      return node.members.every((member) => member.type === AST_NODE_TYPES.TSIndexSignature);
    case AST_NODE_TYPES.TSTypeReference:
      return node.typeName.type === AST_NODE_TYPES.Identifier && ["Record", "Object"].includes(node.typeName.name);
    default:
      return false;
  }
}

/**
 * The signature a call uses. Resolving a call types its arguments, and in a handler of an SDK's
 * request (`setRequestHandler(CallToolRequestSchema, async (request) => …)`) that means inferring
 * the SDK's request types: seconds per file. A callee with one signature and no type parameters
 * needs no resolving; overloads and generic signatures are resolved.
 */
export function callSignature(
  checker: TS.TypeChecker,
  call: TS.CallExpression,
  index?: number,
): TS.Signature | undefined {
  const declaration = calleeDeclaration(checker, call.expression);
  const declared = declaredSignature(checker, declaration);
  if (declared !== undefined) return declared;
  // `safeBrowserOperation<T>(oc: OperationContext, operation: (page: Page) => Promise<T>)`: the
  // parameter asked about names no type parameter, so the declaration's signature types it as the
  // call would, without resolving the call (which checks the callback handed beside it).
  if (declaration !== undefined && index !== undefined && parameterIgnoresTypeParameters(declaration, index))
    return checker.getSignatureFromDeclaration(declaration);
  const signatures = checker.getTypeAtLocation(call.expression).getCallSignatures();
  if (signatures.length === 1 && signatures[0]!.getTypeParameters() === undefined) return signatures[0];
  return signatures.length === 0 ? undefined : checker.getResolvedSignature(call);
}

/**
 * Whether parameter `index` of `declared` is written with a type that names no type parameter in
 * scope there (nor `this`), and no rest parameter comes before it.
 */
function parameterIgnoresTypeParameters(declared: TS.SignatureDeclaration, index: number): boolean {
  const parameters = declared.parameters;
  const parameter = parameters[index];
  if (parameter?.type === undefined || parameters.slice(0, index + 1).some((p) => p.dotDotDotToken !== undefined))
    return false;
  if (parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === "this")) return false;
  const names = new Set<string>();
  for (let scope: TS.Node | undefined = declared; scope !== undefined && !ts.isSourceFile(scope); scope = scope.parent)
    if (mayDeclareTypeParameters(scope))
      for (const typeParameter of ts.getEffectiveTypeParameterDeclarations(scope)) names.add(typeParameter.name.text);
  let named = false;
  const visit = (node: TS.Node): void => {
    if (named) return;
    if ((ts.isIdentifier(node) && names.has(node.text)) || node.kind === ts.SyntaxKind.ThisType) named = true;
    else ts.forEachChild(node, visit);
  };
  visit(parameter.type);
  return !named;
}

/**
 * The signature of the one declaration a call runs (calleeDeclaration) when no type parameter is in
 * scope there: then it is the signature the call uses, read without typing the callee, which types
 * its receiver and what that closes over. A method of a generic class or interface, or a function
 * inside a generic one, takes its types from the call: undefined.
 */
export function declaredSignature(
  checker: TS.TypeChecker,
  declared: TS.SignatureDeclaration | undefined,
): TS.Signature | undefined {
  if (declared === undefined) return undefined;
  for (
    let scope: TS.Node | undefined = declared;
    scope !== undefined && !ts.isSourceFile(scope);
    scope = scope.parent
  ) {
    if (mayDeclareTypeParameters(scope) && ts.getEffectiveTypeParameterDeclarations(scope).length > 0) return undefined;
  }
  return checker.getSignatureFromDeclaration(declared);
}

function mayDeclareTypeParameters(node: TS.Node): node is TS.DeclarationWithTypeParameters {
  return (
    ts.isFunctionLike(node) ||
    ts.isClassLike(node) ||
    ts.isInterfaceDeclaration(node) ||
    ts.isTypeAliasDeclaration(node)
  );
}

/**
 * A type predicate the signature declares for parameter `index`, or one TypeScript may infer: only
 * a function with no written return type, not async or a generator, whose body is one expression or
 * has exactly one `return`, of an expression that can narrow that parameter (the cases TypeScript
 * infers a predicate for). Asking for the predicate of any other function makes the checker type its
 * whole body for nothing.
 */
export function mayHavePredicate(signature: TS.Signature, index: number): boolean {
  const declaration = signature.getDeclaration() as TS.SignatureDeclaration | undefined;
  return declaration !== undefined && declarationMayHavePredicate(declaration, index);
}

/**
 * `parameterIsAny`: the parameter's type is `any` (untyped). Then only `instanceof` and a call of
 * another predicate can narrow it to a type that names properties: `typeof`, `in` and comparisons
 * leave `any` as it is, or make it a primitive.
 */
export function declarationMayHavePredicate(
  declaration: TS.SignatureDeclaration,
  index: number,
  parameterIsAny = false,
): boolean {
  if (declaration.type !== undefined) return ts.isTypePredicateNode(declaration.type);
  if (!ts.isFunctionLike(declaration) || !("body" in declaration) || declaration.body === undefined) return false;
  const modifiers = ts.canHaveModifiers(declaration) ? (ts.getModifiers(declaration) ?? []) : [];
  if (
    modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword) ||
    ("asteriskToken" in declaration && declaration.asteriskToken !== undefined)
  )
    return false;
  // An inferred predicate is on a plain identifier parameter.
  const parameter = declaration.parameters[index]?.name;
  if (parameter === undefined || !ts.isIdentifier(parameter)) return false;
  const returned = returnedExpressions(declaration.body as TS.Node);
  return returned.length === 1 && returned[0] !== undefined && mayNarrow(returned[0], parameter.text, parameterIsAny);
}

/** What a function body returns: the expression of an arrow's body, or each `return`'s (undefined for a bare `return`). */
function returnedExpressions(body: TS.Node): (TS.Expression | undefined)[] {
  if (!ts.isBlock(body)) return [body as TS.Expression];
  const returned: (TS.Expression | undefined)[] = [];
  const visit = (node: TS.Node): void => {
    if (ts.isReturnStatement(node)) returned.push(node.expression);
    else if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
  };
  ts.forEachChild(body, visit);
  return returned;
}

/**
 * Whether a function's returns show it is no check, from the syntax alone: it returns nothing, or
 * returns an object, an array, a string, a number, `null`, a function or a `new` somewhere. Then
 * the checker need not infer a return type from the whole body.
 */
export function returnsNonBoolean(declaration: TS.SignatureDeclaration): boolean {
  if (!("body" in declaration) || declaration.body === undefined) return false;
  const returned = returnedExpressions(declaration.body as TS.Node);
  return returned.length === 0 || returned.some((expression) => expression === undefined || isNonBoolean(expression));
}

function isNonBoolean(expression: TS.Expression): boolean {
  const current = skipParentheses(expression);
  return (
    ts.isObjectLiteralExpression(current) ||
    ts.isArrayLiteralExpression(current) ||
    ts.isStringLiteralLike(current) ||
    ts.isTemplateExpression(current) ||
    ts.isNumericLiteral(current) ||
    ts.isNewExpression(current) ||
    ts.isFunctionLike(current) ||
    current.kind === ts.SyntaxKind.NullKeyword
  );
}

/**
 * An expression a predicate on parameter `name` can be inferred from: a comparison,
 * `typeof`/`instanceof`/`in` or `!` that mentions it, `&&`/`||` of such, or a call given it
 * (`isUrl(name)`, `name.isFile()`). `Object.entries(name).map(…).join("&")` narrows nothing.
 */
function mayNarrow(expression: TS.Node, name: string, parameterIsAny: boolean): boolean {
  const current = skipParentheses(expression);
  if (ts.isCallExpression(current)) {
    const callee = skipParentheses(current.expression);
    if (ts.isPropertyAccessExpression(callee) && isNamed(callee.expression, name)) return true;
    return current.arguments.some((argument) => isNamed(argument, name));
  }
  if (ts.isPrefixUnaryExpression(current))
    return current.operator === ts.SyntaxKind.ExclamationToken && mayNarrow(current.operand, name, parameterIsAny);
  if (!ts.isBinaryExpression(current)) return false;
  const operator = current.operatorToken.kind;
  if (operator === ts.SyntaxKind.AmpersandAmpersandToken || operator === ts.SyntaxKind.BarBarToken) {
    return mayNarrow(current.left, name, parameterIsAny) || mayNarrow(current.right, name, parameterIsAny);
  }
  const narrows =
    operator === ts.SyntaxKind.InstanceOfKeyword ||
    (!parameterIsAny && (operator === ts.SyntaxKind.InKeyword || isComparison(operator)));
  return narrows && (mentions(current.left, name) || mentions(current.right, name));
}

function skipParentheses(expression: TS.Node): TS.Node {
  let current = expression;
  while (ts.isParenthesizedExpression(current)) current = current.expression;
  return current;
}

function isNamed(expression: TS.Node, name: string): boolean {
  const current = skipParentheses(expression);
  return ts.isIdentifier(current) && current.text === name;
}

/** Whether `name` occurs in the expression (`typeof name`, `name.kind`, `"url" in name`), outside nested functions. */
function mentions(expression: TS.Node, name: string): boolean {
  if (ts.isIdentifier(expression)) return expression.text === name;
  if (ts.isFunctionLike(expression)) return false;
  return ts.forEachChild(expression, (child) => mentions(child, name) || undefined) === true;
}

function isComparison(operator: TS.SyntaxKind): boolean {
  return [
    ts.SyntaxKind.EqualsEqualsToken,
    ts.SyntaxKind.EqualsEqualsEqualsToken,
    ts.SyntaxKind.ExclamationEqualsToken,
    ts.SyntaxKind.ExclamationEqualsEqualsToken,
  ].includes(operator);
}

/**
 * Whether some signature the callee may use can give argument `index` a type: a declared parameter
 * type that names properties, or a type predicate. A parameter typed by a type parameter or `any`
 * says nothing: resolving the call would only hand the argument's own type back, and resolving a
 * generic or overloaded call is the checker's most expensive question.
 */
export function mayTypeArgument(program: TS.Program, call: TS.CallExpression, index: number): boolean {
  const answers = mayTypeAnswers(program, call, () => []);
  return (answers[index] ??= mayTypeArgumentUncached(program, call, index));
}

const mayTypeAnswers = weakPairCache<TS.Program, TS.CallExpression, boolean[]>();

function mayTypeArgumentUncached(program: TS.Program, call: TS.CallExpression, index: number): boolean {
  const checker = program.getTypeChecker();
  const declared = calleeDeclaration(checker, call.expression);
  // The one declaration the call runs is its one signature: asking for the callee's type instead
  // makes the checker type the receiver too (a sixth of a server's lint). A `this` parameter shifts the
  // written parameters against the call's arguments: the checker answers then.
  if (declared !== undefined && !hasThisParameter(declared)) {
    return !parameterSaysNothing(declared, index, checker) && declarationMayTypeArgument(checker, declared, index);
  }
  // The default library knows no tool's arguments (`JSON.stringify(args)`, `Object.entries(args)`).
  if (declared === undefined && declaredInDefaultLibrary(checker, program, call.expression)) return false;
  for (const signature of checker.getTypeAtLocation(call.expression).getCallSignatures()) {
    if (mayHavePredicate(signature, index)) return true;
    // A rest parameter gives no one argument a type (as in the resolved case).
    const parameter = signature.getParameters()[index];
    const declaration = parameter?.valueDeclaration;
    const isRest = declaration !== undefined && ts.isParameter(declaration) && declaration.dotDotDotToken !== undefined;
    if (parameter !== undefined && !isRest && isDescriptiveType(checker.getTypeOfSymbol(parameter), checker))
      return true;
  }
  return false;
}

/** What mayTypeArgument asks of each of the callee's signatures, asked of its one declaration. */
function declarationMayTypeArgument(
  checker: TS.TypeChecker,
  declared: TS.SignatureDeclaration,
  index: number,
): boolean {
  if (declarationMayHavePredicate(declared, index)) return true;
  const parameter = declared.parameters[index];
  return (
    parameter !== undefined &&
    parameter.dotDotDotToken === undefined &&
    isDescriptiveType(checker.getTypeAtLocation(parameter), checker)
  );
}

function hasThisParameter(fn: TS.SignatureDeclaration): boolean {
  const first = fn.parameters[0];
  return first !== undefined && ts.isIdentifier(first.name) && first.name.text === "this";
}

/**
 * The declaration of the one function a call runs, when the symbols say which: `handle(x)` (local
 * or imported), `handlers.handle(x)` (a namespace import), `tool.execute(x)` where `const tool = new
 * Tool(…)` and `Tool` declares `execute` itself, `this.execute(x)` inside such a class; in the
 * program's sources or in the `.d.ts` a compiled module ships. Found through symbols and
 * declarations only: asking for the callee's type makes the checker type the receiver, its class
 * and what they close over (the slowest question of a file, when it is the first), to answer what
 * the declaration says.
 */
export function calleeDeclaration(
  checker: TS.TypeChecker,
  written: TS.Expression,
): TS.SignatureDeclaration | undefined {
  const callee = calleeOf(written);
  if (ts.isIdentifier(callee)) return functionOf(checker, targetSymbol(checker, callee));
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return undefined;
  const receiver = skipParentheses(callee.expression);
  const name = callee.name.text;
  if (receiver.kind === ts.SyntaxKind.ThisKeyword) {
    const owner = enclosingClass(callee);
    return owner === undefined ? undefined : ownMethod(owner, name);
  }
  if (ts.isPropertyAccessExpression(receiver)) return fieldMethod(checker, receiver, name);
  if (!ts.isIdentifier(receiver)) return undefined;
  const symbol = targetSymbol(checker, receiver);
  if (symbol === undefined) return undefined;
  if (symbol.flags & ts.SymbolFlags.ValueModule) {
    const exported = checker.getExportsOfModule(symbol).find((candidate) => candidate.name === name);
    return functionOf(
      checker,
      exported !== undefined && exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported,
    );
  }
  const owner = instanceClass(checker, symbol);
  return owner === undefined ? declaredMethod(checker, symbol, name) : ownMethod(owner, name);
}

/**
 * `this.handlers.listApps(…)`: the method of the class field's written type (`private handlers:
 * AppHandlers`), or of the class its initializer makes (`handlers = new AppHandlers(…)`). Asking the
 * checker for the symbol instead types `this` where the call is, through the flow of the function
 * around it: half a second in a server's request handler, whose every earlier call is typed.
 */
function fieldMethod(
  checker: TS.TypeChecker,
  receiver: TS.PropertyAccessExpression,
  name: string,
): TS.SignatureDeclaration | undefined {
  const field = thisField(receiver);
  if (field?.type !== undefined) return writtenTypeMethod(checker, field.type, name);
  const owner = fieldClass(checker, receiver);
  return owner === undefined ? undefined : ownMethod(owner, name);
}

/** The instance field `this.name` reads, declared in the class of the method it is read in. */
function thisField(receiver: TS.Expression): TS.PropertyDeclaration | undefined {
  if (
    !ts.isPropertyAccessExpression(receiver) ||
    skipParentheses(receiver.expression).kind !== ts.SyntaxKind.ThisKeyword ||
    !ts.isIdentifier(receiver.name)
  )
    return undefined;
  const owner = enclosingClass(receiver);
  const field = owner === undefined ? undefined : onlyMember(owner, receiver.name.text);
  return field !== undefined && ts.isPropertyDeclaration(field) && !isStatic(field) ? field : undefined;
}

/**
 * The class of the instance a field holds (`this.handlers`), told from declarations: the class its
 * written type names, or the class its initializer makes. Undefined when they cannot tell.
 */
export function fieldClass(checker: TS.TypeChecker, receiver: TS.Expression): TS.ClassDeclaration | undefined {
  const field = thisField(receiver);
  if (field === undefined) return undefined;
  let made: TS.Symbol | undefined;
  if (field.type !== undefined)
    made =
      ts.isTypeReferenceNode(field.type) &&
      ts.isIdentifier(field.type.typeName) &&
      field.type.typeArguments === undefined
        ? targetSymbol(checker, field.type.typeName)
        : undefined;
  else if (field.initializer !== undefined)
    made = madeClass(checker, skipParentheses(field.initializer) as TS.Expression);
  const declared = onlyDeclaration(made);
  return declared !== undefined && ts.isClassDeclaration(declared) ? declared : undefined;
}

/**
 * The class the written type of a receiver (the symbol a name stands for) names: a parameter, a
 * variable or a field declared with it
 * (`tool: ScreenshotTool`). Read from the annotation's name, never by typing the receiver: asking
 * for the type of each receiver a handler calls a method of made the checker instantiate an SDK's
 * generic types for every one (seconds for one file of 48 tools).
 */
export function annotatedClass(
  checker: TS.TypeChecker,
  receiver: TS.Symbol | undefined,
): TS.ClassLikeDeclaration | undefined {
  const declaration = onlyDeclaration(receiver);
  const written =
    declaration !== undefined &&
    (ts.isParameter(declaration) || ts.isVariableDeclaration(declaration) || ts.isPropertyDeclaration(declaration))
      ? declaration.type
      : undefined;
  if (written === undefined || !ts.isTypeReferenceNode(written)) return undefined;
  const name = ts.isIdentifier(written.typeName) ? written.typeName : written.typeName.right;
  const declared = onlyDeclaration(targetSymbol(checker, name));
  return declared !== undefined && ts.isClassLike(declared) ? declared : undefined;
}

/**
 * The one method `name` of the type a variable is declared with (`declare const axios: AxiosStatic`
 * in a package's `.d.ts`, `const client: Client = …`): the declaration says what its parameters
 * take, without typing the call, which makes the checker resolve the whole receiver in context.
 */
function declaredMethod(checker: TS.TypeChecker, symbol: TS.Symbol, name: string): TS.SignatureDeclaration | undefined {
  const declaration = onlyDeclaration(symbol);
  if (declaration === undefined || !ts.isVariableDeclaration(declaration)) return undefined;
  const type = declaration.type ?? returnTypeWritten(checker, declaration);
  return type === undefined ? undefined : writtenTypeMethod(checker, type, name);
}

/**
 * `const reporter = createReporter(config)`: the return type the called function writes (not a
 * generic one's), told without typing the call, whose arguments may need the checker to infer a
 * library's generics first (a callback's `config`, contextually typed by the SDK's `tool(…)`).
 */
function returnTypeWritten(checker: TS.TypeChecker, declaration: TS.VariableDeclaration): TS.TypeNode | undefined {
  const list = declaration.parent;
  const init = declaration.initializer === undefined ? undefined : skipParentheses(declaration.initializer);
  if (!ts.isVariableDeclarationList(list) || (list.flags & ts.NodeFlags.Const) === 0) return undefined;
  if (init === undefined || !ts.isCallExpression(init)) return undefined;
  const fn = calleeDeclaration(checker, init.expression);
  return fn?.type !== undefined && !mentionsTypeParameter(fn.type, fn.typeParameters) ? fn.type : undefined;
}

/** Whether a written type names one of the signature's type parameters (then the call decides it). */
function mentionsTypeParameter(
  type: TS.TypeNode,
  parameters: TS.NodeArray<TS.TypeParameterDeclaration> | undefined,
): boolean {
  if (parameters === undefined || parameters.length === 0) return false;
  const names = new Set(parameters.map((parameter) => parameter.name.text));
  const visit = (node: TS.Node): boolean =>
    (ts.isIdentifier(node) && names.has(node.text)) || (ts.forEachChild(node, visit) ?? false);
  return visit(type);
}

/** The one method `name` of the instances of a written type, told from declarations where they can tell. */
function writtenTypeMethod(
  checker: TS.TypeChecker,
  type: TS.TypeNode,
  name: string,
): TS.SignatureDeclaration | undefined {
  const written = writtenMember(checker, type, name);
  const member =
    written !== "unknown"
      ? onlyOf(written)
      : onlyDeclaration(checker.getPropertyOfType(checker.getTypeFromTypeNode(type), name));
  // `start(input: T): void`, or `start: (input: T) => void` (a property written with a function type).
  const method =
    member !== undefined &&
    ts.isPropertySignature(member) &&
    member.type !== undefined &&
    ts.isFunctionTypeNode(member.type)
      ? member.type
      : member;
  if (
    method === undefined ||
    !(ts.isMethodSignature(method) || ts.isMethodDeclaration(method) || ts.isFunctionTypeNode(method))
  )
    return undefined;
  // A `this` parameter shifts the written parameters against the call's arguments.
  return hasThisParameter(method) ? undefined : method;
}

/**
 * The declarations of member `name` of the instances of the interface or class a written type names
 * (`AxiosStatic`), read from its declarations and, when it has none of that name, from the one type
 * it extends: what the checker's property of that type would be declared by, without resolving every
 * member of the type and of its bases first (costly for a client library's first method call).
 * "unknown" where declarations cannot tell (an alias, a computed or parameter-property member, a
 * base that is no plain name, several bases, or no member at all, which may come from `Object`):
 * the checker answers then.
 */
function writtenMember(checker: TS.TypeChecker, type: TS.Node, name: string, depth = 0): TS.Declaration[] | "unknown" {
  if (depth > 8) return "unknown";
  let symbol: TS.Symbol | undefined;
  if (ts.isTypeReferenceNode(type)) symbol = checker.getSymbolAtLocation(type.typeName);
  else if (ts.isExpressionWithTypeArguments(type) && isEntityNameExpression(type.expression))
    symbol = checker.getSymbolAtLocation(type.expression);
  if (symbol !== undefined && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declarations = symbol?.declarations ?? [];
  const types = declarations.filter(
    (d): d is TS.InterfaceDeclaration | TS.ClassDeclaration => ts.isInterfaceDeclaration(d) || ts.isClassDeclaration(d),
  );
  // A class merged with an interface, or an interface with a namespace: only the types declare members.
  if (
    types.length === 0 ||
    declarations.some((d) => !ts.isInterfaceDeclaration(d) && !ts.isClassDeclaration(d) && !ts.isModuleDeclaration(d))
  )
    return "unknown";
  const own: TS.Declaration[] = [];
  for (const declaration of types) {
    for (const member of declaration.members as TS.NodeArray<TS.ClassElement | TS.TypeElement>) {
      if (ts.isClassElement(member) && isStatic(member)) continue;
      if (ts.isConstructorDeclaration(member)) {
        if (member.parameters.some((parameter) => ts.isParameterPropertyDeclaration(parameter, member)))
          return "unknown";
        continue;
      }
      if (member.name === undefined) continue; // call, construct and index signatures
      if (ts.isComputedPropertyName(member.name)) return "unknown";
      if ((ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) && member.name.text === name)
        own.push(member);
    }
  }
  if (own.length > 0) return own;
  // None of its own: the one type it extends must declare it (with several, the checker decides).
  let inherited: TS.Declaration[] | undefined;
  for (const declaration of types) {
    for (const clause of declaration.heritageClauses ?? []) {
      if (clause.token !== ts.SyntaxKind.ExtendsKeyword) continue; // `implements` adds no members
      for (const base of clause.types) {
        const found = writtenMember(checker, base, name, depth + 1);
        if (found === "unknown" || inherited !== undefined) return "unknown";
        inherited = found;
      }
    }
  }
  return inherited ?? "unknown";
}

function isEntityNameExpression(node: TS.Expression): boolean {
  return ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && isEntityNameExpression(node.expression));
}

function onlyOf(declarations: readonly TS.Declaration[]): TS.Declaration | undefined {
  return declarations.length === 1 ? declarations[0] : undefined;
}

/** Whether a callee (`parseInt`, `Number`, `Math.max`, `JSON.stringify`) names something the default library declares. */
export function declaredInDefaultLibrary(checker: TS.TypeChecker, program: TS.Program, callee: TS.Expression): boolean {
  const inDefaultLibrary = (name: TS.Identifier) => {
    const declarations = targetSymbol(checker, name)?.declarations ?? [];
    return declarations.length > 0 && declarations.every((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()));
  };
  if (ts.isIdentifier(callee)) return inDefaultLibrary(callee);
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.name)) return false;
  // `JSON.stringify`: asking of the receiver first spares typing the property access, which the
  // symbol of its name needs; a default-library object's methods are the default library's.
  const receiver = skipParentheses(callee.expression);
  if (ts.isIdentifier(receiver) && inDefaultLibrary(receiver)) return true;
  return inDefaultLibrary(callee.name);
}

/**
 * The class of a variable every value of which is an instance of one class (see madeClass): its
 * initializer and, unless it is a `const`, every assignment to it in its file (`let tool;` … `tool =
 * new Tool(server)`, as servers set their tools up at start).
 */
function instanceClass(checker: TS.TypeChecker, symbol: TS.Symbol): TS.ClassDeclaration | undefined {
  const declaration = onlyDeclaration(symbol);
  if (
    declaration === undefined ||
    !ts.isVariableDeclaration(declaration) ||
    declaration.type !== undefined ||
    !ts.isIdentifier(declaration.name)
  )
    return undefined;
  const values = assignedValues(checker, declaration);
  if (values === undefined) return undefined; // changed otherwise (`tool += …`)
  let owner: TS.Symbol | undefined;
  for (const value of values) {
    const made = madeClass(checker, skipParentheses(value) as TS.Expression);
    if (made === undefined || (owner !== undefined && made !== owner)) return undefined;
    owner = made;
  }
  const declared = onlyDeclaration(owner);
  return declared !== undefined && ts.isClassDeclaration(declared) ? declared : undefined;
}

/**
 * The class symbol of the instance an expression makes: `new Tool(…)`, or a call of a function or
 * static method whose written return type names it (`Recorder.getInstance()`).
 */
function madeClass(checker: TS.TypeChecker, value: TS.Expression): TS.Symbol | undefined {
  if (ts.isNewExpression(value))
    return ts.isIdentifier(value.expression) ? targetSymbol(checker, value.expression) : undefined;
  if (!ts.isCallExpression(value)) return undefined;
  const callee = skipParentheses(value.expression);
  let fn: TS.Declaration | undefined;
  if (ts.isIdentifier(callee)) fn = functionOf(checker, targetSymbol(checker, callee));
  else if (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    ts.isIdentifier(callee.name)
  ) {
    const owner = onlyDeclaration(targetSymbol(checker, callee.expression));
    fn = owner !== undefined && ts.isClassDeclaration(owner) ? staticMethod(owner, callee.name.text) : undefined;
  }
  const returned = fn !== undefined && ts.isFunctionLike(fn) ? fn.type : undefined;
  return returned !== undefined && ts.isTypeReferenceNode(returned) && ts.isIdentifier(returned.typeName)
    ? targetSymbol(checker, returned.typeName)
    : undefined;
}

function staticMethod(owner: TS.ClassDeclaration, name: string): TS.MethodDeclaration | undefined {
  const method = onlyMember(owner, name);
  return method !== undefined && ts.isMethodDeclaration(method) && isStatic(method) ? method : undefined;
}

/** The class's one member of that name (none when there are several: overloads, a getter and a setter). */
function onlyMember(owner: TS.ClassDeclaration, name: string): TS.ClassElement | undefined {
  const members = owner.members.filter(
    (member) => member.name !== undefined && ts.isIdentifier(member.name) && member.name.text === name,
  );
  return members.length === 1 ? members[0] : undefined;
}

function isStatic(member: TS.ClassElement): boolean {
  return (
    ts.canHaveModifiers(member) &&
    (ts.getModifiers(member) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.StaticKeyword)
  );
}

/** A symbol's one declaration (overloads and merges: none), written in the sources or in a `.d.ts`. */
function onlyDeclaration(symbol: TS.Symbol | undefined): TS.Declaration | undefined {
  const declarations = symbol?.declarations ?? [];
  return declarations.length === 1 ? declarations[0] : undefined;
}

/** The function a symbol is: a function declaration, or an unannotated variable holding an arrow or function expression. */
function functionOf(checker: TS.TypeChecker, symbol: TS.Symbol | undefined): TS.SignatureDeclaration | undefined {
  const declaration = onlyDeclaration(symbol);
  if (declaration === undefined) return undefined;
  if (ts.isFunctionDeclaration(declaration)) return declaration;
  if (!ts.isVariableDeclaration(declaration) || declaration.type !== undefined || !ts.isIdentifier(declaration.name))
    return undefined;
  // A `let` or `var` (bundlers write `var` for a module's consts) that is never assigned again.
  const values = assignedValues(checker, declaration);
  const value = values?.length === 1 && values[0] === declaration.initializer ? skipParentheses(values[0]) : undefined;
  return value !== undefined && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : undefined;
}

/** The class whose instance method `this` is used in (arrows keep the method's `this`; a nested function does not). */
function enclosingClass(node: TS.Node): TS.ClassDeclaration | undefined {
  for (let current = node.parent; current !== undefined; current = current.parent) {
    if (ts.isMethodDeclaration(current)) {
      return !isStatic(current) && ts.isClassDeclaration(current.parent) ? current.parent : undefined;
    }
    if (ts.isFunctionDeclaration(current) || ts.isFunctionExpression(current) || ts.isClassLike(current))
      return undefined;
  }
  return undefined;
}

/** The class's own instance method of that name: none inherited, no overloads, no field of that name. */
function ownMethod(owner: TS.ClassDeclaration, name: string): TS.MethodDeclaration | undefined {
  const method = onlyMember(owner, name);
  return method !== undefined && ts.isMethodDeclaration(method) && !isStatic(method) ? method : undefined;
}

/**
 * Whether nothing types parameter `index` of a function as written: a plain name, untyped or written
 * with a type that names no properties (`any`, `unknown`, `object`, `Record<string, …>`, an index
 * signature), no JSDoc on the function or its declaration, and no predicate naming properties that
 * could be inferred on it. The checker would find no descriptive type for it either.
 */
export function parameterSaysNothing(fn: TS.SignatureDeclaration, index: number, checker?: TS.TypeChecker): boolean {
  const parameter = fn.parameters[index];
  if (parameter === undefined || parameter.dotDotDotToken !== undefined) return false;
  // An untyped `{ launchOptions, headless }`: the type the checker gives it is only the keys it
  // takes out, which are its reads (followed as such), not a type anyone wrote.
  if (!ts.isIdentifier(parameter.name) && !(ts.isObjectBindingPattern(parameter.name) && parameter.type === undefined))
    return false;
  const isAny = parameter.type === undefined || parameter.type.kind === ts.SyntaxKind.AnyKeyword;
  if (!isAny && !namesNoProperties(parameter.type!, checker) && !isOwnTypeParameter(fn, parameter.type!)) return false;
  const holder = ts.isFunctionDeclaration(fn) || ts.isMethodDeclaration(fn) ? fn : fn.parent;
  if ([fn, holder, parameter].some((node) => ts.getJSDocTags(node).some(mayTypeParameters))) return false;
  return !declarationMayHavePredicate(fn, index, isAny);
}

/**
 * parameterSaysNothing for a function of the file found by its syntax: only where it is the one
 * signature its name's calls run, as calleeDeclaration would find it: a function declaration, or an
 * arrow or function expression that is itself the initializer of a variable without a written type
 * (a type there would type its parameters from outside; the variable's JSDoc is read with the
 * function's). A `this` parameter shifts the indexes: no answer.
 */
export function ownParameterSaysNothing(fn: TS.SignatureDeclaration, index: number): boolean {
  if (hasThisParameter(fn)) return false;
  const heldByVariable =
    (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
    ts.isVariableDeclaration(fn.parent) &&
    fn.parent.type === undefined;
  return (ts.isFunctionDeclaration(fn) || heldByVariable) && parameterSaysNothing(fn, index);
}

/**
 * Whether a JSDoc tag may give a function's parameters a type: `@param {T} x`, `@type`, `@this`,
 * `@template`, `@returns {x is T}` and the like. `@param x Text` (no type: the parameter stays
 * `any`), `@example`, `@deprecated` and other prose do not, and asking the checker about a
 * JavaScript function whose JSDoc is only prose made a server type each helper for nothing.
 */
function mayTypeParameters(tag: TS.JSDocTag): boolean {
  if (ts.isJSDocParameterTag(tag) || ts.isJSDocReturnTag(tag)) return tag.typeExpression !== undefined;
  return (
    ts.isJSDocTypeTag(tag) ||
    ts.isJSDocThisTag(tag) ||
    ts.isJSDocTemplateTag(tag) ||
    ts.isJSDocSatisfiesTag(tag) ||
    ts.isJSDocOverloadTag(tag) ||
    ts.isJSDocCallbackTag(tag) ||
    ts.isJSDocTypedefTag(tag) ||
    ts.isJSDocEnumTag(tag) ||
    ts.isJSDocImplementsTag(tag) ||
    ts.isJSDocAugmentsTag(tag)
  );
}

/** A written type that names no properties: `unknown`, `object`, `Record<string, …>`, `{ [key: string]: … }`. */
/**
 * `data?: D` where `D` is the function's own type parameter (`post<D = any>(url, data?: D)`): the
 * call infers it from the argument and hands the argument's own type back (as isDescriptiveType
 * says of a type parameter).
 */
function isOwnTypeParameter(fn: TS.SignatureDeclaration, type: TS.TypeNode): boolean {
  if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments !== undefined)
    return false;
  const name = type.typeName.text;
  return fn.typeParameters?.some((candidate) => candidate.name.text === name) === true;
}

function namesNoProperties(type: TS.TypeNode, checker?: TS.TypeChecker): boolean {
  if (type.kind === ts.SyntaxKind.UnknownKeyword || type.kind === ts.SyntaxKind.ObjectKeyword) return true;
  if (echoesSchemaTs(type, checker)) return true; // the schema's own value: the reads speak (echoesSchema)
  if (ts.isTypeLiteralNode(type)) return type.members.every((member) => ts.isIndexSignatureDeclaration(member));
  if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeName.text !== "Record") return false;
  return type.typeArguments?.[0]?.kind === ts.SyntaxKind.StringKeyword;
}

/**
 * Whether the parameter that takes argument `index` of a call to `fn` has no written type, or `any`
 * or `unknown`: the declared type says nothing. A `this` parameter takes no argument.
 */
export function hasNoWrittenType(fn: TS.SignatureDeclaration, index: number): boolean {
  const type = fn.parameters[hasThisParameter(fn) ? index + 1 : index]?.type;
  return type === undefined || type.kind === ts.SyntaxKind.AnyKeyword || type.kind === ts.SyntaxKind.UnknownKeyword;
}

/**
 * The methods a JSON value has (a string's, a number's, a boolean's, an array's, an object's), as
 * the program's default library declares them: what code may call on the model's arguments.
 */
export function jsonValueMethods(checker: TS.TypeChecker): ReadonlySet<string> {
  return jsonMethodSets(checker, () => {
    const names = new Set<string>();
    const add = (type: TS.Type | undefined) => {
      if (type !== undefined) for (const property of checker.getPropertiesOfType(type)) names.add(property.name);
    };
    for (const type of [checker.getStringType(), checker.getNumberType(), checker.getBooleanType()])
      add(checker.getApparentType(type));
    for (const name of ["Array", "Object"]) {
      const symbol = checker.resolveName(name, undefined, ts.SymbolFlags.Type, false);
      add(symbol === undefined ? undefined : checker.getDeclaredTypeOfSymbol(symbol));
    }
    return names;
  });
}

const jsonMethodSets = weakCache<TS.TypeChecker, ReadonlySet<string>>();
