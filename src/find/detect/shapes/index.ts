// Every definition style the plugin recognises, one row each, tried in this order on the node kind
// the style starts from; the first that reads a definition wins. Adding a style is one file in this
// folder, one row here and its fixtures.
import { recogniseAnthropicOrMcp } from "./anthropic-mcp.js";
import { recogniseClassTool } from "./class-tools.js";
import { recogniseFastMcpTool } from "./fastmcp.js";
import { recogniseFunctionObject } from "./function-object.js";
import { recogniseGenericCall, recogniseGenericObject } from "./generic.js";
import { recogniseLangChainDynamicTool, recogniseLangChainTool } from "./langchain.js";
import { recogniseMastraTool } from "./mastra.js";
import { recogniseMcpRegistration } from "./mcp-registration.js";
import { recogniseModuleTool } from "./module-tool.js";
import { recogniseAgentsTool } from "./openai-agents.js";
import { recogniseOpenAI } from "./openai.js";
import { recogniseOpenAIZodFunction } from "./openai-zod.js";
import { recogniseRegistryCall } from "./registry.js";
import { definitionOnly, type Shape } from "./shape.js";
import { recogniseToolkitEntry } from "./toolkit.js";
import { recogniseVercel } from "./vercel-ai.js";

export type { Recognised, Shape } from "./shape.js";

export const SHAPES: readonly Shape[] = [
  {
    style: "registry",
    example: "registry.tool(fn, { description, parameters })",
    node: "call",
    linksByName: false,
    recognise: definitionOnly(recogniseRegistryCall),
  },
  {
    style: "vercel-ai",
    example: 'tools: { get_weather: tool({ description, inputSchema, execute }) }  (from "ai")',
    node: "call",
    linksByName: false,
    recognise: definitionOnly(recogniseVercel),
  },
  {
    style: "openai-agents",
    example: 'tool({ name, description, parameters, execute })  (from "@openai/agents")',
    node: "call",
    linksByName: false,
    recognise: recogniseAgentsTool,
  },
  {
    style: "openai-zod",
    example: 'zodFunction({ name, description, parameters: z.object({…}), function })  (from "openai/helpers/zod")',
    node: "call",
    linksByName: true,
    recognise: recogniseOpenAIZodFunction,
  },
  {
    style: "mastra",
    example: 'createTool({ id, description, inputSchema, execute })  (from "@mastra/core/tools")',
    node: "call",
    linksByName: false,
    recognise: recogniseMastraTool,
  },
  {
    style: "langchain-tool",
    example: 'tool(fn, { name, description, schema })  (from "@langchain/core/tools")',
    node: "call",
    linksByName: false,
    recognise: recogniseLangChainTool,
  },
  {
    style: "langchain-dynamic-tool",
    example: "new DynamicStructuredTool({ name, description, schema, func })",
    node: "new",
    linksByName: false,
    recognise: recogniseLangChainDynamicTool,
  },
  {
    style: "mcp-registration",
    example:
      "server.registerTool(name, { description, inputSchema }, handler), server.tool(name, description, schema, handler)",
    node: "call",
    linksByName: false,
    recognise: recogniseMcpRegistration,
  },
  {
    style: "fastmcp",
    example: "server.addTool({ name, description, parameters, execute })",
    node: "call",
    linksByName: false,
    recognise: recogniseFastMcpTool,
  },
  {
    style: "openai",
    example:
      '{ type: "function", function: { name, description, parameters } }, { type: "function", name, parameters }',
    node: "object",
    linksByName: true,
    recognise: definitionOnly(recogniseOpenAI),
  },
  {
    style: "anthropic-mcp",
    example: "{ name, description, input_schema }, { name, description, inputSchema }",
    node: "object",
    linksByName: true,
    recognise: definitionOnly(recogniseAnthropicOrMcp),
  },
  {
    style: "function-object",
    example:
      "{ name, description, parameters } in functions: [...], functionDeclarations: [...], bindTools([...]), or typed FunctionDefinition",
    node: "object",
    linksByName: true,
    recognise: recogniseFunctionObject,
  },
  {
    style: "toolkit",
    example:
      "[{ method, name, description, parameters }], (context) => ({ method, name, description, parameters, execute })",
    node: "object",
    linksByName: false,
    recognise: recogniseToolkitEntry,
  },
  {
    style: "module-tool",
    example:
      "export const schema = {…}; export const metadata = { name, description }; export default function (args) {…}",
    node: "object",
    linksByName: false,
    recognise: recogniseModuleTool,
  },
  {
    style: "generic-call",
    example:
      "defineTool(name, description?, schema, annotations?, handler), x(name, { description, inputSchema }, handler)",
    node: "call",
    linksByName: false,
    generic: true,
    recognise: recogniseGenericCall,
  },
  {
    style: "generic-new",
    example: "new Tool(name, description?, schema, handler), new Tool(schema, name, description, handler)",
    node: "new",
    linksByName: false,
    generic: true,
    recognise: recogniseGenericCall,
  },
  {
    style: "generic-object",
    example:
      "{ name or id, description, schema or inputSchema or parameters, execute or handler or run }, x({ name, inputSchema }, handler)",
    node: "object",
    linksByName: true,
    generic: true,
    recognise: recogniseGenericObject,
  },
  {
    style: "class",
    example:
      "class Weather { name = …; description = …; input_schema = …; call(input) {…} }, LangChain's StructuredTool, any key: { inputs = S; run(args: z.infer<typeof S>) }",
    node: "class",
    linksByName: false,
    recognise: recogniseClassTool,
  },
];
