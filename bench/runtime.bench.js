// Runtime cost of ToolRegistry for a 3-parameter tool (issue 4):
//  - invoke with an object argument vs calling the function directly: overhead ≤ 2 µs (median)
//  - invoke with a JSON-string argument vs JSON.parse alone: overhead ≤ 2 µs (median)
//  - registering 1,000 tools: < 50 ms (baseline: building the 1,000 registration objects)
// Each tinybench iteration runs a batch of calls, so the timer's own resolution does not dominate
// sub-microsecond figures; latencies are per call (median over iterations, after warm-up).
import { Bench } from "tinybench";
import { ToolRegistry } from "../dist/src/index.js";
import { median, ms } from "./table.js";

const BATCH = 200;
const us = (value) => `${value.toFixed(3)} µs`;

const parameters = schemaLiteral();

/** The tool: three positional parameters, a string result (so stringifying costs nothing). */
function forecast(city, days, metric) {
  return metric === false ? `${city}:${days}F` : `${city}:${days}C`;
}

const argsObject = { city: "Oslo", days: 3, metric: true };
const argsJson = JSON.stringify(argsObject);

/** Median latency of one call, in µs, from a task that runs BATCH calls per iteration. */
const perCall = (task) => (task.result.latency.p50 * 1000) / BATCH;

async function measureInvoke() {
  const registry = new ToolRegistry();
  registry.tool(forecast, { description: "Forecast", parameters, positional: ["city", "days", "metric"] });
  let sink = "";
  const bench = new Bench({ time: 1500, warmupTime: 300 });
  bench
    .add("direct call", () => {
      for (let i = 0; i < BATCH; i++) sink = forecast(argsObject.city, argsObject.days, argsObject.metric);
    })
    .add("invoke (object)", async () => {
      for (let i = 0; i < BATCH; i++) sink = await registry.invoke("forecast", argsObject);
    })
    .add("JSON.parse alone", () => {
      for (let i = 0; i < BATCH; i++) sink = JSON.parse(argsJson);
    })
    .add("invoke (JSON string)", async () => {
      for (let i = 0; i < BATCH; i++) sink = await registry.invoke("forecast", argsJson);
    });
  await bench.run();
  if (sink === "never") console.log(sink);
  const figure = Object.fromEntries(bench.tasks.map((task) => [task.name, perCall(task)]));
  const check = await registry.invoke("forecast", argsJson);
  if (check !== "Oslo:3C") throw new Error(`benchmark tool returned ${check}`);
  return figure;
}

function registerThousand() {
  const registry = new ToolRegistry();
  for (let i = 0; i < 1000; i++) {
    registry.tool(forecast, {
      name: `forecast_${i}`,
      description: `Forecast ${i}`,
      parameters: schemaLiteral(),
      positional: ["city", "days", "metric"],
    });
  }
  return registry;
}

/**
 * Baseline: what a module with 1,000 tools does anyway without a registry — evaluate 1,000
 * registration objects, each with its own schema literal.
 */
function buildThousand() {
  const tools = [];
  for (let i = 0; i < 1000; i++) {
    tools.push({ fn: forecast, name: `forecast_${i}`, description: `Forecast ${i}`, parameters: schemaLiteral() });
  }
  return tools;
}

function schemaLiteral() {
  return {
    type: "object",
    properties: {
      city: { type: "string", description: "City name" },
      days: { type: "integer", minimum: 1, maximum: 14 },
      metric: { type: "boolean" },
    },
    required: ["city", "days"],
    additionalProperties: false,
  };
}

function timeRuns(fn, runs) {
  const times = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    fn();
    times.push(performance.now() - started);
  }
  return median(times);
}

export default async function runtimeBench() {
  const figure = await measureInvoke();
  timeRuns(registerThousand, 3); // warm-up
  timeRuns(buildThousand, 3);
  const register = timeRuns(registerThousand, 15);
  const build = timeRuns(buildThousand, 15);

  const objectOverhead = figure["invoke (object)"] - figure["direct call"];
  const jsonOverhead = figure["invoke (JSON string)"] - figure["JSON.parse alone"];
  return [
    {
      name: "invoke, object args: overhead over a direct call",
      figure: `${us(figure["invoke (object)"])} (${(figure["invoke (object)"] / figure["direct call"]).toFixed(0)}× direct)`,
      baseline: `direct call ${us(figure["direct call"])}`,
      ratio: objectOverhead,
      target: "≤ 2 µs",
      ok: objectOverhead <= 2,
    },
    {
      name: "invoke, JSON-string args: overhead over JSON.parse",
      figure: `${us(figure["invoke (JSON string)"])} (${(figure["invoke (JSON string)"] / figure["direct call"]).toFixed(0)}× direct)`,
      baseline: `JSON.parse ${us(figure["JSON.parse alone"])}`,
      ratio: jsonOverhead,
      target: "≤ 2 µs",
      ok: jsonOverhead <= 2,
    },
    {
      name: "register 1,000 tools (ms)",
      figure: ms(register),
      baseline: `1,000 literals ${ms(build)}`,
      ratio: register,
      target: "< 50 ms",
      ok: register < 50,
    },
  ];
}
