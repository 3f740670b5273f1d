// Seeded drift: the text edits that mutate one property of a real tool schema (rename, delete, make
// optional, retype), the search that finds a labelled definition's schema in a file, and the textual
// fallback that says which property names the code reads. All of it is written for the benchmark,
// independently of the plugin's finder (src/find), so that what is measured is not what measures.
import { createRequire } from "node:module";
import { posix } from "node:path";

const require = createRequire(import.meta.url);
const ts = require("typescript");

/** Keys under which a definition holds its schema (`{ name, inputSchema }`, `tool({ parameters })`, …). */
const SCHEMA_KEYS = new Set([
  "args",
  "inputSchema",
  "input_schema",
  "parameters",
  "schema",
  "inputShape",
  "argsSchema",
  "paramsSchema",
  "argumentsSchema",
]);

/** Functions that turn a zod schema (or wrap a JSON Schema) into what the model sees: followed to their argument. */
const CONVERTERS = new Set(["zodToJsonSchema", "toJSONSchema", "toJsonSchema", "zodToJson", "jsonSchema", "zodSchema"]);

/** Zod methods that leave a property optional already (`.optional()`, a default, …). */
const OPTIONAL_METHODS = new Set(["optional", "nullish", "default", "catch", "prefault"]);

/** Retyping: each JSON Schema type or zod constructor to one a typed implementation cannot take. */
const RETYPE = { string: "number", number: "string", integer: "string", int: "string", boolean: "string" };
const JSON_RETYPE = { ...RETYPE, array: "string", object: "string" };
/** TypeBox's builders (`Type.String()`), retyped the same way. */
const TYPEBOX_RETYPE = { String: "Number", Number: "String", Integer: "String", Boolean: "String" };

export const MUTATION_KINDS = ["rename", "delete", "optional", "retype"];

function parse(fileName, text) {
  return ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
}

/**
 * The other files of the project, for a schema imported from one (`import * as files from
 * "./operations/files.js"`): `read(fileName)` gives a file's text (undefined when absent); each is
 * parsed once per call of the exported functions.
 */
let project = { read: () => undefined, parsed: new Map() };

function withProject(read, run) {
  const saved = project;
  project = { read: read ?? (() => undefined), parsed: new Map() };
  try {
    return run();
  } finally {
    project = saved;
  }
}

/** The file a relative import names, parsed: `./x.js` is tried as written, as `.ts`, and as a folder's index. */
function importedFile(sourceFile, specifier) {
  if (!specifier.startsWith(".")) return undefined;
  const base = posix.normalize(posix.join(posix.dirname(sourceFile.fileName), specifier));
  const stem = base.replace(/\.[cm]?[jt]sx?$/, "");
  const candidates = [
    base,
    `${stem}.ts`,
    `${stem}.tsx`,
    `${stem}.js`,
    `${stem}.mjs`,
    `${stem}/index.ts`,
    `${stem}/index.js`,
  ];
  for (const name of candidates) {
    if (project.parsed.has(name)) return project.parsed.get(name);
    const text = project.read(name);
    if (text === undefined) continue;
    const parsed = parse(name, text);
    project.parsed.set(name, parsed);
    return parsed;
  }
  return undefined;
}

/**
 * Where a name imported into the file is declared: `{ X }` or `{ Y as X }` from a relative module
 * gives that file and `Y`; a namespace import (`* as ns`) gives the file and no name.
 */
function importOf(sourceFile, name) {
  for (const statement of sourceFile.statements) {
    // Compiled CommonJS: `const schema_1 = require("./schema")`.
    if (ts.isVariableStatement(statement))
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer && unwrap(declaration.initializer);
        if (
          ts.isIdentifier(declaration.name) &&
          declaration.name.text === name &&
          init &&
          ts.isCallExpression(init) &&
          ts.isIdentifier(init.expression) &&
          init.expression.text === "require" &&
          init.arguments.length === 1 &&
          ts.isStringLiteralLike(init.arguments[0])
        )
          return { file: importedFile(sourceFile, init.arguments[0].text) };
      }
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings) && bindings.name.text === name)
      return { file: importedFile(sourceFile, statement.moduleSpecifier.text) };
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (element.name.text === name)
          return {
            file: importedFile(sourceFile, statement.moduleSpecifier.text),
            name: (element.propertyName ?? element.name).text,
          };
  }
  return undefined;
}

function unwrap(node) {
  while (
    ts.isParenthesizedExpression(node) ||
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node)
  )
    node = node.expression;
  return node;
}

function keyName(name) {
  if (name === undefined) return undefined;
  if (ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name)) return name.text;
  return undefined;
}

function propertyOf(object, key) {
  return object.properties.find((p) => ts.isPropertyAssignment(p) && keyName(p.name) === key);
}

/** The initializer of a `const`/`let`/`var` of that name anywhere in the file (the first one). */
function declarationInitializer(sourceFile, name, from) {
  // The declaration in scope where the name is used (factories often each declare `const inputSchema`).
  for (let scope = from?.parent; scope !== undefined; scope = scope.parent) {
    if (!("statements" in scope) || !Array.isArray(scope.statements)) continue;
    for (const statement of scope.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
          return declaration.initializer;
    }
  }
  let found;
  const visit = (node) => {
    if (found !== undefined) return;
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name && node.initializer)
      found = node.initializer;
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

/**
 * A same-file value resolved through constants, `exports.name` and members of object literals
 * (`exports.baseSchemas.url`, `TOOL.inputSchema`); the expression itself when it is none of those.
 */
function valueOf(node, sourceFile, depth = 0) {
  node = unwrap(node);
  if (depth > 8) return node;
  if (ts.isIdentifier(node)) {
    const init = declarationInitializer(sourceFile, node.text, node);
    return init === undefined ? node : valueOf(init, sourceFile, depth + 1);
  }
  if (ts.isPropertyAccessExpression(node)) {
    if (ts.isIdentifier(node.expression) && node.expression.text === "exports") {
      const init = exportedInitializer(sourceFile, node.name.text);
      return init === undefined ? node : valueOf(init, sourceFile, depth + 1);
    }
    const object = valueOf(node.expression, sourceFile, depth + 1);
    const member = ts.isObjectLiteralExpression(object) ? propertyOf(object, node.name.text) : undefined;
    return member === undefined ? node : valueOf(member.initializer, sourceFile, depth + 1);
  }
  return node;
}

/** What a module exports under a name: its `const`, or compiled CommonJS `exports.name = value`. */
function exportedInitializer(sourceFile, name) {
  const local = declarationInitializer(sourceFile, name);
  if (local !== undefined) return local;
  for (const statement of sourceFile.statements) {
    const e = ts.isExpressionStatement(statement) ? statement.expression : undefined;
    if (
      e &&
      ts.isBinaryExpression(e) &&
      e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
      ts.isPropertyAccessExpression(e.left) &&
      ts.isIdentifier(e.left.expression) &&
      e.left.expression.text === "exports" &&
      e.left.name.text === name &&
      !(ts.isVoidExpression(e.right) || ts.isBinaryExpression(e.right))
    )
      return e.right;
  }
  return undefined;
}

/** An expression resolved through same-file constants to an object or array literal. */
function literal(node, sourceFile, test) {
  for (let depth = 0; node !== undefined && depth < 5; depth++) {
    node = unwrap(node);
    if (test(node)) return node;
    if (!ts.isIdentifier(node)) return undefined;
    node = declarationInitializer(sourceFile, node.text, node);
  }
  return undefined;
}

const zodNamesCache = new WeakMap();

/** The names a file binds to zod: `z` and `zod`, and any import from "zod" or "zod/…" (`z as z4`). */
function zodNames(sourceFile) {
  let names = zodNamesCache.get(sourceFile);
  if (names !== undefined) return names;
  names = new Set(["z", "zod"]);
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/^zod(\/|$)/.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (clause?.name) names.add(clause.name.text);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  zodNamesCache.set(sourceFile, names);
  return names;
}

const typeboxNamesCache = new WeakMap();

/** The names a file imports from TypeBox (`typebox`, `@sinclair/typebox` and their subpaths): `Type`. */
function typeboxNames(sourceFile) {
  let names = typeboxNamesCache.get(sourceFile);
  if (names !== undefined) return names;
  names = new Set();
  for (const statement of sourceFile.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/^(@sinclair\/typebox|typebox)(\/|$)/.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) names.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  typeboxNamesCache.set(sourceFile, names);
  return names;
}

/** `Type.<method>(…)` with `Type` imported from TypeBox: the method's name node. */
function typeboxMethod(node) {
  node = unwrap(node);
  if (!ts.isCallExpression(node)) return undefined;
  const callee = unwrap(node.expression);
  if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression)) return undefined;
  return typeboxNames(node.getSourceFile()).has(callee.expression.text) ? callee.name : undefined;
}

/** A name bound to zod, or compiled CommonJS `zod_1.z`: where a zod chain starts. */
function isZodRoot(node) {
  node = unwrap(node);
  if (ts.isIdentifier(node)) return zodNames(node.getSourceFile()).has(node.text);
  return ts.isPropertyAccessExpression(node) && node.name.text === "z";
}

/** What a same-file function returns: `(ctx) => z.object(…)`, or a body of one `return`. */
function returned(fn) {
  if (fn === undefined) return undefined;
  if (!(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) || ts.isFunctionDeclaration(fn))) return undefined;
  if (fn.body === undefined) return undefined;
  if (!ts.isBlock(fn.body)) return fn.body;
  const returns = fn.body.statements.filter(ts.isReturnStatement);
  return returns.length === 1 ? returns[0].expression : undefined;
}

function functionDeclaration(sourceFile, name) {
  return sourceFile.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === name);
}

/** Zod's constructors: a chain that starts with one is a zod schema whatever its root is named. */
const ZOD_CONSTRUCTORS = new Set([
  "string",
  "number",
  "int",
  "boolean",
  "bigint",
  "date",
  "array",
  "object",
  "strictObject",
  "looseObject",
  "enum",
  "nativeEnum",
  "literal",
  "union",
  "discriminatedUnion",
  "tuple",
  "record",
  "any",
  "unknown",
]);

/** A plain reference, `x` or `a.b.c`: the root a zod re-export hangs from (`tool.schema.string()`). */
function isReference(node) {
  node = unwrap(node);
  return ts.isIdentifier(node) || (ts.isPropertyAccessExpression(node) && isReference(node.expression));
}

/**
 * The chain's calls, outermost first, down to its root: `z.string().min(1).optional()`. The root
 * is a name bound to zod, or any plain reference when the first call is one of zod's constructors
 * (zod re-exported by an SDK: `tool.schema.string()`).
 */
function zodChain(node) {
  const calls = [];
  node = unwrap(node);
  while (ts.isCallExpression(node) && ts.isPropertyAccessExpression(unwrap(node.expression))) {
    const callee = unwrap(node.expression);
    calls.push({ call: node, method: callee.name });
    if (isZodRoot(callee.expression)) return calls;
    if (ZOD_CONSTRUCTORS.has(callee.name.text) && isReference(callee.expression)) return calls;
    node = unwrap(callee.expression);
  }
  return undefined;
}

/**
 * A raw zod shape: an object literal whose every property is `key: <zod chain>`, or a reference
 * to one in the same file (`url: exports.baseSchemas.url`).
 */
function isRawShape(node) {
  return (
    ts.isObjectLiteralExpression(node) &&
    node.properties.length > 0 &&
    node.properties.every(
      (p) =>
        ts.isPropertyAssignment(p) &&
        (zodChain(p.initializer) !== undefined ||
          (isReference(p.initializer) && zodChain(valueOf(p.initializer, node.getSourceFile())) !== undefined)),
    )
  );
}

/**
 * The schema an expression evaluates to, following same-file constants, zod methods that keep the
 * shape (`.describe()`, `.strict()`), `X.shape` and converters (`zodToJsonSchema(X)`):
 * `{ format: "json", properties, required }` (object literals; `required` an array literal or
 * undefined) or `{ format: "zod", shape }`, or undefined.
 */
function resolveSchema(node, sourceFile, depth = 0) {
  if (node === undefined || depth > 8) return undefined;
  node = unwrap(node);
  if (ts.isIdentifier(node)) {
    const local = declarationInitializer(sourceFile, node.text, node);
    if (local !== undefined) return resolveSchema(local, sourceFile, depth + 1);
    const from = importOf(sourceFile, node.text);
    if (from?.file === undefined || from.name === undefined) return undefined;
    return resolveSchema(exportedInitializer(from.file, from.name), from.file, depth + 1);
  }
  if (ts.isObjectLiteralExpression(node)) {
    const properties = propertyOf(node, "properties");
    if (properties !== undefined) {
      const object = literal(properties.initializer, sourceFile, ts.isObjectLiteralExpression);
      if (object === undefined) return undefined;
      const required = propertyOf(node, "required");
      const array = required && literal(required.initializer, sourceFile, ts.isArrayLiteralExpression);
      return { format: "json", properties: object, required: array, sourceFile };
    }
    return isRawShape(node) ? { format: "zod", shape: node, sourceFile } : undefined;
  }
  if (ts.isPropertyAccessExpression(node) && node.name.text === "shape")
    return resolveSchema(node.expression, sourceFile, depth + 1);
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    // `files.CreateOrUpdateFileSchema`, with `import * as files from "./operations/files.js"`.
    const from = importOf(sourceFile, node.expression.text);
    if (from?.file !== undefined && from.name === undefined)
      return resolveSchema(exportedInitializer(from.file, node.name.text), from.file, depth + 1);
  }
  if (ts.isPropertyAccessExpression(node)) {
    // `TOOL.inputSchema`, `exports.schema`: a member of a same-file object literal.
    const value = valueOf(node, sourceFile);
    return value === node ? undefined : resolveSchema(value, sourceFile, depth + 1);
  }
  if (!ts.isCallExpression(node)) return undefined;
  const callee = unwrap(node.expression);
  const calleeName = ts.isIdentifier(callee)
    ? callee.text
    : ts.isPropertyAccessExpression(callee)
      ? callee.name.text
      : undefined;
  if (CONVERTERS.has(calleeName)) return resolveSchema(node.arguments[0], sourceFile, depth + 1);
  if (ts.isIdentifier(callee)) {
    const fn = declarationInitializer(sourceFile, callee.text, callee) ?? functionDeclaration(sourceFile, callee.text);
    return resolveSchema(returned(fn && unwrap(fn)), sourceFile, depth + 1);
  }
  if (!ts.isPropertyAccessExpression(callee)) return undefined;
  if (calleeName === "Object" && typeboxMethod(node) !== undefined) {
    const shape = literal(node.arguments[0], sourceFile, ts.isObjectLiteralExpression);
    // The builder's name (`Type`), to wrap a property in `Type.Optional(…)`.
    const builder = callee.expression.getText(sourceFile);
    return shape === undefined ? undefined : { format: "typebox", shape, sourceFile, builder };
  }
  if (["object", "strictObject", "looseObject"].includes(calleeName) && zodChain(node)?.length === 1) {
    const shape = literal(node.arguments[0], sourceFile, ts.isObjectLiteralExpression);
    return shape === undefined ? undefined : { format: "zod", shape, sourceFile };
  }
  // `z.preprocess(fn, schema)`: the model's arguments are checked against the second argument.
  if (calleeName === "preprocess" && isZodRoot(callee.expression))
    return resolveSchema(node.arguments[1], sourceFile, depth + 1);
  // `Base.extend({ … })`: the properties written here (the base's are another schema's, shared).
  if (calleeName === "extend") {
    const shape = literal(node.arguments[0], sourceFile, ts.isObjectLiteralExpression);
    return shape === undefined ? undefined : { format: "zod", shape, sourceFile };
  }
  if (["describe", "strict", "passthrough", "strip", "meta"].includes(calleeName))
    return resolveSchema(callee.expression, sourceFile, depth + 1);
  return undefined;
}

/** `this.schema = X` or `Object.defineProperty(this, "schema", { value: X })`: compiled class fields. */
function fieldAssignment(statement) {
  if (!ts.isExpressionStatement(statement)) return undefined;
  const e = statement.expression;
  if (
    ts.isBinaryExpression(e) &&
    e.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
    ts.isPropertyAccessExpression(e.left) &&
    e.left.expression.kind === ts.SyntaxKind.ThisKeyword
  )
    return { key: e.left.name.text, value: e.right };
  if (
    ts.isCallExpression(e) &&
    e.expression.getText() === "Object.defineProperty" &&
    e.arguments.length === 3 &&
    ts.isStringLiteralLike(e.arguments[1]) &&
    ts.isObjectLiteralExpression(e.arguments[2])
  ) {
    const value = propertyOf(e.arguments[2], "value");
    return value && { key: e.arguments[1].text, value: value.initializer };
  }
  return undefined;
}

/** The schema held by one node that holds a definition: its schema key, or a call's schema argument. */
function schemaIn(node, sourceFile) {
  if (ts.isObjectLiteralExpression(node)) {
    for (const p of node.properties) {
      // `{ inputSchema }` resolves the name where it is written.
      const value = ts.isPropertyAssignment(p)
        ? p.initializer
        : ts.isShorthandPropertyAssignment(p)
          ? p.name
          : undefined;
      if (value !== undefined && SCHEMA_KEYS.has(keyName(p.name))) {
        const schema = resolveSchema(value, sourceFile);
        if (schema !== undefined) return schema;
      }
    }
    return undefined;
  }
  if (ts.isCallExpression(node)) {
    for (const argument of node.arguments) {
      const schema = resolveSchema(argument, sourceFile);
      if (schema !== undefined) return schema;
      const object = unwrap(argument);
      if (ts.isObjectLiteralExpression(object)) {
        const inner = schemaIn(object, sourceFile);
        if (inner !== undefined) return inner;
      }
    }
    return undefined;
  }
  if (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node)) {
    let value = ts.isFunctionDeclaration(node) ? node : node.initializer && unwrap(node.initializer);
    // A factory (`const search = (options) => tool({ … })`): the definition is what it returns.
    if (value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isFunctionDeclaration(value)))
      value = returned(value) && unwrap(returned(value));
    return value && (ts.isCallExpression(value) || ts.isObjectLiteralExpression(value))
      ? schemaIn(value, sourceFile)
      : undefined;
  }
  if (ts.isClassLike(node)) {
    for (const member of node.members) {
      if (ts.isPropertyDeclaration(member) && SCHEMA_KEYS.has(keyName(member.name))) {
        const schema = resolveSchema(member.initializer, sourceFile);
        if (schema !== undefined) return schema;
      }
    }
    return undefined;
  }
  if (ts.isBlock(node)) {
    for (const statement of node.statements) {
      const field = fieldAssignment(statement);
      if (field !== undefined && SCHEMA_KEYS.has(field.key)) {
        const schema = resolveSchema(field.value, sourceFile);
        if (schema !== undefined) return schema;
      }
    }
  }
  return undefined;
}

/**
 * The schema of the definition labelled at `line` (1-based) for tool `tool`: from the tool's name
 * written on that line (or, failing that, any node that starts there), the nearest enclosing
 * object, call, class or constructor that holds a schema. Undefined when none is found.
 */
function locate(sourceFile, line, tool) {
  const anchors = [];
  const starts = [];
  const visit = (node) => {
    const at = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    if (at === line) {
      starts.push(node);
      if ((ts.isStringLiteralLike(node) || ts.isIdentifier(node)) && node.text === tool) anchors.push(node);
    }
    const end = sourceFile.getLineAndCharacterOfPosition(node.getEnd()).line + 1;
    if (at <= line && end >= line) ts.forEachChild(node, visit);
  };
  ts.forEachChild(sourceFile, visit);
  // Without the name on the line, climb from the innermost node that starts there.
  for (const anchor of anchors.length > 0 ? anchors : starts.reverse()) {
    let node = anchor;
    // A list of definitions is above the one labelled: its neighbours' schemas are not this one's.
    for (
      let depth = 0;
      node !== undefined && !ts.isSourceFile(node) && !ts.isArrayLiteralExpression(node) && depth < 10;
      depth++, node = node.parent
    ) {
      const schema = schemaIn(node, sourceFile);
      if (schema !== undefined) return schema;
    }
  }
  return undefined;
}

/** One property of a located schema, with the nodes its mutations edit. */
function propertiesOf(schema, sourceFile) {
  const list = schema.format === "json" ? schema.properties.properties : schema.shape.properties;
  return list
    .map((node, index) => {
      const name = ts.isShorthandPropertyAssignment(node) ? node.name.text : keyName(node.name);
      if (name === undefined || !(ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)))
        return undefined;
      const property = { name, node, index, list };
      if (schema.format === "json") {
        const value = ts.isPropertyAssignment(node)
          ? literal(node.initializer, sourceFile, ts.isObjectLiteralExpression)
          : undefined;
        const type = value && propertyOf(value, "type");
        if (type && ts.isStringLiteralLike(type.initializer)) property.type = type.initializer;
        property.required = schema.required?.elements.find((e) => ts.isStringLiteralLike(e) && e.text === name);
      } else if (schema.format === "typebox") {
        const method = ts.isPropertyAssignment(node) ? typeboxMethod(node.initializer) : undefined;
        property.optional = method?.text === "Optional";
        property.base = method;
      } else if (ts.isPropertyAssignment(node)) {
        const chain = zodChain(node.initializer) ?? [];
        // A reference to a shared schema (`url: base.url`) is read through for optionality, but
        // retyped only where it is written here: editing the shared one would change other tools.
        const read = chain.length > 0 ? chain : (zodChain(valueOf(node.initializer, sourceFile)) ?? []);
        property.base = chain.at(-1)?.method;
        property.optional = read.some((c) => OPTIONAL_METHODS.has(c.method.text));
      }
      return property;
    })
    .filter((p) => p !== undefined);
}

/**
 * The schema of a labelled definition, as the benchmark sees it: the file that holds it (the
 * labelled file, or one it imports the schema from; `read(fileName)` gives the project's other
 * files), its format and its top-level properties, with which of them are required (JSON Schema:
 * listed in `required`; zod: no `.optional()`, `.nullish()` or default in the chain). Undefined
 * when the schema is not found.
 */
export function schemaAt(fileName, text, line, tool, read) {
  return withProject(read, () => {
    const schema = locate(parse(fileName, text), line, tool);
    if (schema === undefined) return undefined;
    const properties = propertiesOf(schema, schema.sourceFile);
    return {
      file: schema.sourceFile.fileName,
      format: schema.format,
      // Where the schema starts: two definitions sharing one schema share its mutants.
      at: (schema.format === "json" ? schema.properties : schema.shape).getStart(schema.sourceFile),
      properties: properties.map((p) => p.name),
      required: properties
        .filter((p) => (schema.format === "json" ? p.required !== undefined : !p.optional))
        .map((p) => p.name),
    };
  });
}

/** The edit that removes element `index` of a comma-separated list, with one of its commas. */
function removal(list, index, sourceFile) {
  const element = list[index];
  if (index < list.length - 1) return { start: element.getStart(sourceFile), end: list[index + 1].getFullStart() };
  if (index > 0) return { start: list[index - 1].getEnd(), end: element.getEnd() };
  const comma = /^\s*,/.exec(sourceFile.text.slice(element.getEnd()));
  return { start: element.getStart(sourceFile), end: element.getEnd() + (comma?.[0].length ?? 0) };
}

/** Replaces a string literal's text, keeping its quotes. */
function replaceString(node, text, sourceFile) {
  return { start: node.getStart(sourceFile) + 1, end: node.getEnd() - 1, text };
}

function apply(text, edits) {
  for (const edit of [...edits].sort((a, b) => b.start - a.start))
    text = text.slice(0, edit.start) + (edit.text ?? "") + text.slice(edit.end);
  return text;
}

/**
 * The text with one property of the schema of the definition labelled `{ line, name }` mutated, in
 * the schema only:
 *   rename    the key `p` → `p_renamed` (and its `required` entry)
 *   delete    the property (and its `required` entry)
 *   optional  JSON Schema: its `required` entry removed; zod: `.optional()` appended; TypeBox:
 *             wrapped in `Type.Optional(…)`
 *   retype    JSON Schema: its literal `type` (string ↔ number, others → string); zod: the chain's
 *             constructor (`z.string()` ↔ `z.number()`, `z.boolean()` → `z.string()`), TypeBox's
 *             builder likewise (`Type.String()` ↔ `Type.Number()`)
 * Returns `{ file, text, name }` (the file that holds the schema, which may be one the labelled file
 * imports it from, and its new text; `name`: the property's name after the mutation), or
 * `{ skip: reason }` when the mutation does not apply (no such property, already optional, no
 * literal type, …). `read` as for schemaAt.
 */
export function mutateSchema(fileName, text, { line, name: tool }, kind, propertyName, read) {
  return withProject(read, () => {
    const schema = locate(parse(fileName, text), line, tool);
    if (schema === undefined) return { skip: "schema not found" };
    const result = mutation(schema, kind, propertyName);
    return result.skip === undefined ? { file: schema.sourceFile.fileName, ...result } : result;
  });
}

function mutation(schema, kind, propertyName) {
  const sourceFile = schema.sourceFile;
  const text = sourceFile.text;
  const properties = propertiesOf(schema, sourceFile);
  const property = properties.find((p) => p.name === propertyName);
  if (property === undefined) return { skip: `no property ${propertyName}` };
  const json = schema.format === "json";
  const requiredEntry = json ? property.required : undefined;
  const withoutRequired = requiredEntry
    ? [removal(schema.required.elements, schema.required.elements.indexOf(requiredEntry), sourceFile)]
    : [];
  switch (kind) {
    case "rename": {
      let name = `${propertyName}_renamed`;
      while (properties.some((p) => p.name === name)) name += "_";
      const key = property.node.name;
      const edits = [
        ts.isShorthandPropertyAssignment(property.node)
          ? { start: key.getStart(sourceFile), end: key.getEnd(), text: `${name}: ${key.text}` }
          : ts.isStringLiteralLike(key)
            ? replaceString(key, name, sourceFile)
            : { start: key.getStart(sourceFile), end: key.getEnd(), text: name },
      ];
      if (requiredEntry) edits.push(replaceString(requiredEntry, name, sourceFile));
      return { text: apply(text, edits), name };
    }
    case "delete":
      return {
        text: apply(text, [removal(property.list, property.index, sourceFile), ...withoutRequired]),
        name: propertyName,
      };
    case "optional":
      if (json) {
        if (!requiredEntry) return { skip: "not required" };
        return { text: apply(text, withoutRequired), name: propertyName };
      }
      if (property.optional || !ts.isPropertyAssignment(property.node)) return { skip: "not required" };
      if (schema.format === "typebox") {
        const value = property.node.initializer;
        return {
          text: apply(text, [
            { start: value.getStart(sourceFile), end: value.getStart(sourceFile), text: `${schema.builder}.Optional(` },
            { start: value.getEnd(), end: value.getEnd(), text: ")" },
          ]),
          name: propertyName,
        };
      }
      return {
        text: apply(text, [
          { start: property.node.initializer.getEnd(), end: property.node.initializer.getEnd(), text: ".optional()" },
        ]),
        name: propertyName,
      };
    case "retype": {
      if (json) {
        const to = property.type && JSON_RETYPE[property.type.text];
        if (to === undefined) return { skip: "no literal type to change" };
        return { text: apply(text, [replaceString(property.type, to, sourceFile)]), name: propertyName };
      }
      const to = property.base && (schema.format === "typebox" ? TYPEBOX_RETYPE : RETYPE)[property.base.text];
      if (to === undefined) return { skip: "no primitive type to change" };
      return {
        text: apply(text, [{ start: property.base.getStart(sourceFile), end: property.base.getEnd(), text: to }]),
        name: propertyName,
      };
    }
    default:
      throw new Error(`unknown mutation kind ${kind}`);
  }
}

/** Object literals and zod chains that are schemas: their keys and methods are not reads of arguments. */
function isSchemaLiteral(node) {
  if (ts.isObjectLiteralExpression(node)) return propertyOf(node, "properties") !== undefined || isRawShape(node);
  return ts.isCallExpression(node) && (zodChain(node) !== undefined || typeboxMethod(node) !== undefined);
}

/**
 * The declaration files that stand in for compiled files an import reaches (`schemas.d.ts` beside
 * `schemas.js`): the checker reads them, not the code, so a mutant of the code alone would change
 * nothing it sees. Each once, those that exist.
 */
export function shadowingDeclarations(files, exists) {
  const declarations = new Set();
  for (const file of files) {
    const declaration = file.replace(/\.(m|c)?js$/, ".d.$1ts");
    if (declaration !== file && exists(declaration)) declarations.add(declaration);
  }
  return [...declarations];
}

/**
 * The fallback for definitions whose labels do not list what their implementation reads: every
 * name the file accesses as a property outside schema literals, as `.p`, `?.p`, `["p"]` or a
 * destructuring key (`{ p }`, `{ p: x }`). Method calls (`x.p()`) and `this.p` are left out: they
 * call or read the code's own members, not the model's arguments. Textual and per file: it does
 * not know which tool's arguments are read, so it overcounts rather than misses.
 */
export function accessedProperties(fileName, text) {
  const sourceFile = parse(fileName, text);
  const names = new Set();
  const visit = (node) => {
    if (isSchemaLiteral(node)) return;
    if (ts.isPropertyAccessExpression(node)) {
      const called = ts.isCallExpression(node.parent) && node.parent.expression === node;
      if (!called && node.expression.kind !== ts.SyntaxKind.ThisKeyword) names.add(node.name.text);
    } else if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression))
      names.add(node.argumentExpression.text);
    else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const key = node.propertyName ?? node.name;
      const name = keyName(key);
      if (name !== undefined) names.add(name);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return names;
}

/**
 * The properties of one definition's schema that each mutation kind targets, and where that came
 * from. With the label's `reads` (what the implementation reads, written by reading the code):
 * rename and delete target the declared properties it reads; optional, those in `needs` (read on
 * every path); retype, those it reads when `typedImplementation` says its parameter types are
 * written in TypeScript. Without `reads`: rename and delete target the declared properties that the
 * project's files access (`accessed`, from accessedProperties); optional and retype have no evidence
 * and are skipped (`skipped` counts the properties left out).
 */
export function targetsFor(definition, schema, accessed) {
  const declared = (names) => schema.properties.filter((p) => names.includes(p));
  if (Array.isArray(definition.reads)) {
    const reads = declared(definition.reads);
    // A label that leaves out `needs` or `typedImplementation` gives no evidence for that kind.
    return {
      source: "labels",
      rename: reads,
      delete: reads,
      optional: declared(definition.needs ?? []),
      retype: definition.typedImplementation === true ? reads : [],
      skipped: {
        optional: Array.isArray(definition.needs) ? 0 : reads.length,
        retype: definition.typedImplementation === undefined ? reads.length : 0,
      },
    };
  }
  const reads = schema.properties.filter((p) => accessed.has(p));
  return {
    source: "fallback",
    rename: reads,
    delete: reads,
    optional: [],
    retype: [],
    skipped: { optional: reads.length, retype: reads.length },
  };
}
