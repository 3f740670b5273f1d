// The older half of the agent: a hand-written OpenAI `tools` array and a dispatch map.
import { createTicket, lookupOrder } from "./orders.js";

export const tools = [
  {
    type: "function",
    function: {
      name: "lookup_order",
      description: "Look up the status of a customer's order.",
      parameters: {
        type: "object",
        properties: {
          orderId: { type: "number", description: "The order id, e.g. \"A-1001\"." },
        },
        required: ["orderId"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "create_ticket",
      description: "",
      parameters: {
        type: "object",
        properties: {
          title: { type: "string" },
          priority: { type: "string", enum: ["low", "high"] },
        },
        required: ["title", "priority"],
      },
    },
  },
  {
    type: "function",
    function: {
      name: "lookup_order",
      description: "Find an order.",
      parameters: { type: "object", properties: { orderId: { type: "string" } }, required: ["orderId"] },
    },
  },
] as const;

export const handlers = {
  lookup_order: lookupOrder,
  create_ticket: createTicket,
};
