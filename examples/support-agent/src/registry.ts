// Tools registered on tool-schema's registry. The schemas were written by hand a while ago;
// the functions have moved on since.
import { ToolRegistry } from "tool-schema";
import { getWeather, searchDocs } from "./weather.js";

export const registry = new ToolRegistry({ timeoutMs: 5_000 });

registry.tool(getWeather, {
  name: "get_weather",
  description: "Get the current weather for a city.",
  parameters: {
    type: "object",
    properties: {
      location: { type: "string", description: "City name, e.g. \"Paris\"." },
      unit: { type: "string", enum: ["celsius", "fahrenheit"] },
    },
    required: ["location", "unit"],
  },
  positional: ["location", "unit"],
});

registry.tool(searchDocs, {
  name: "search_docs",
  description: "Search the product documentation and return matching page titles.",
  parameters: {
    type: "object",
    properties: {
      query: { type: "string", description: "Words to search for." },
      limit: { type: "string", description: "How many results to return." },
    },
    required: ["query"],
  },
  positional: ["query", "limit"],
});
