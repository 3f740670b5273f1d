// A module that is one tool, as file-based frameworks (xmcp, sunpeak) write it:
//   export const schema = { city: z.string() };                      (zod, TypeBox or JSON Schema)
//   export const metadata = { name: "get_weather", description: "…" };   (any name: `tool`, `config`…)
//   export default async function getWeather({ city }) {…}
// Recognised from the tool's description object: the one exported object literal of the module that
// holds a `description`, when the module also exports a `schema` and, as its default, a function.
// A `name` written in the object names the tool; without one the tool is left unnamed (such a
// framework names it after its file, which the code does not say).
import { AST_NODE_TYPES, type TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import { handlerFunction } from "../../link/callable.js";
import { typedHandlerLink } from "../../link/handler-link.js";
import type { FunctionNode } from "../../syntax/functions.js";
import { readCommonFields, schemaOfValue } from "../fields.js";
import { findProperty } from "../../syntax/object.js";
import { groupOf } from "../group.js";
import type { Recognised } from "./shape.js";

/** The top-level `export const <name> = <value>` of `program` that declares `name`, and its value. */
function exportedConst(program: TSESTree.Program, name: string): TSESTree.Expression | undefined {
  for (const statement of program.body) {
    const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : undefined;
    if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration) continue;
    for (const declarator of declaration.declarations) {
      if (declarator.id.type === AST_NODE_TYPES.Identifier && declarator.id.name === name)
        return declarator.init ?? undefined;
    }
  }
  return undefined;
}

/** The function the module exports as its default: written there, or a name bound to one. */
function defaultExportedFunction(ctx: FindContext, program: TSESTree.Program): FunctionNode | undefined {
  for (const statement of program.body) {
    if (statement.type !== AST_NODE_TYPES.ExportDefaultDeclaration) continue;
    const exported = statement.declaration;
    if (exported.type === AST_NODE_TYPES.FunctionDeclaration) return exported;
    return handlerFunction(ctx, exported);
  }
  return undefined;
}

/** The object literals the module exports as consts (`export const x = {…}`), but its `schema`. */
function exportedObjects(program: TSESTree.Program): TSESTree.ObjectExpression[] {
  return program.body.flatMap((statement) => {
    const declaration = statement.type === AST_NODE_TYPES.ExportNamedDeclaration ? statement.declaration : undefined;
    if (declaration?.type !== AST_NODE_TYPES.VariableDeclaration) return [];
    return declaration.declarations.flatMap((declarator) =>
      declarator.init?.type === AST_NODE_TYPES.ObjectExpression &&
      !(declarator.id.type === AST_NODE_TYPES.Identifier && declarator.id.name === "schema")
        ? [declarator.init]
        : [],
    );
  });
}

export function recogniseModuleTool(ctx: FindContext, object: TSESTree.ObjectExpression): Recognised | undefined {
  const declarator = object.parent;
  if (declarator?.type !== AST_NODE_TYPES.VariableDeclarator || declarator.init !== object) return undefined;
  const exported = declarator.parent?.parent;
  const program = exported?.parent;
  if (exported?.type !== AST_NODE_TYPES.ExportNamedDeclaration || program?.type !== AST_NODE_TYPES.Program)
    return undefined;
  // The tool's own description: the one exported object that has one (two would leave it unknown).
  const described = exportedObjects(program).filter((candidate) => findProperty(candidate, "description"));
  if (described.length !== 1 || described[0] !== object) return undefined;
  const schemaValue = exportedConst(program, "schema");
  const handler = schemaValue === undefined ? undefined : defaultExportedFunction(ctx, program);
  if (schemaValue === undefined || handler === undefined) return undefined;
  const fields = readCommonFields(ctx, object, []);
  const definition: Recognised["definition"] = {
    format: "generic",
    node: object,
    ...fields,
    ...schemaOfValue(ctx, schemaValue),
    containerNode: undefined,
    positionalNode: undefined,
    // A type written on the default export's parameter is the user's own, whatever the schema's library.
    implementation: typedHandlerLink(handler, handler.id?.name ?? "the default export"),
    headNode: fields.nameNode ?? object,
  };
  return { definition, handler, alignArguments: true, group: groupOf(ctx, definition) };
}
