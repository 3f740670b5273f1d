// What a definition style is: where it starts in the tree and how it reads a definition from there.
import type { TSESTree } from "@typescript-eslint/utils";
import type { FindContext } from "../../context.js";
import type { FunctionNode } from "../../syntax/functions.js";
import type { ToolDefinition } from "../../types.js";

/** A definition read from one node, with what the style itself knows about it. */
export interface Recognised {
  definition: Omit<ToolDefinition, "group">;
  /** The function the style attaches to the tool (`execute`, a registration's callback, a `_call` method). */
  handler?: FunctionNode | undefined;
  /**
   * Other functions beside the handler that receive the arguments too: an object with several
   * callables, none under a key that names the one that runs (`{ name, schema, resolver, render }`).
   * Each is read, aligned with the schema; their reads together are the tool's.
   */
  otherHandlers?: FunctionNode[];
  /** The namespace of names the style puts the tool in, when it knows it (a server, a class's list). */
  group?: string | undefined;
  /**
   * No SDK says what the handler's first parameter receives: it is the arguments object only if its
   * reads align with the schema's names (else a property of it may be, like a request's `params`).
   */
  alignArguments?: boolean;
}

interface ShapeBase {
  /** The style's id, as `tool-schema inspect` and the docs name it. */
  style: string;
  /** What the style looks like in code, for the docs and the reader. */
  example: string;
  /** Whether a definition without a function of its own is linked by name or dispatch object. */
  linksByName: boolean;
  /** A row that knows no SDK: it yields to a definition an SDK row found around the node. */
  generic?: boolean;
}

/** One definition style, recognised from one kind of node. */
export type Shape =
  | (ShapeBase & { node: "call"; recognise(ctx: FindContext, node: TSESTree.CallExpression): Recognised | undefined })
  | (ShapeBase & { node: "new"; recognise(ctx: FindContext, node: TSESTree.NewExpression): Recognised | undefined })
  | (ShapeBase & {
      node: "object";
      recognise(ctx: FindContext, node: TSESTree.ObjectExpression): Recognised | undefined;
    })
  | (ShapeBase & {
      node: "class";
      recognise(ctx: FindContext, node: TSESTree.ClassDeclaration | TSESTree.ClassExpression): Recognised | undefined;
    });

/** A recogniser that returns a bare definition, as a shape's `recognise`. */
export function definitionOnly<N>(
  recognise: (ctx: FindContext, node: N) => Omit<ToolDefinition, "group"> | undefined,
): (ctx: FindContext, node: N) => Recognised | undefined {
  return (ctx, node) => {
    const definition = recognise(ctx, node);
    return definition === undefined ? undefined : { definition };
  };
}
