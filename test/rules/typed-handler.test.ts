// A handler whose parameter is typed by an interface of the project: the type is compared with the
// schema (no-schema-drift), and the reads are followed beside it, so a property the type leaves
// optional that the code reads and the schema lacks is reported (no-undeclared-arguments).
import { describe, expect, it } from "vitest";
import { fixture, pluginReports, variant } from "./real-world-helpers.js";

const SPEECH = "typed-handler/speech.ts";
const VOICE = '      voice: { type: "string", description: "Voice name: alloy, echo " + "or nova (the default)." },\n';

describe("a handler typed by an interface", () => {
  it("is silent where the schema, the type and the reads agree", () => {
    expect(pluginReports(fixture(SPEECH))).toEqual([]);
  });

  it("reports an optional property the code reads that the schema no longer declares", () => {
    expect(pluginReports(variant(SPEECH, VOICE, ""))).toEqual([
      'no-undeclared-arguments: `voice` is read by the implementation of tool "text_to_speech", but its schema does not declare it, so the model never sends it: add `voice` to the schema\'s `properties`.',
    ]);
  });

  it("reports a renamed property through the type, once", () => {
    expect(pluginReports(variant(SPEECH, "      voice: {", "      voiceName: {"))).toEqual([
      "no-schema-drift: `voiceName` is in the schema but TextToSpeechTool.execute(args, _context) calls it `voice`: rename it.",
    ]);
  });

  it("says nothing of an optional property of the type that the code never reads", () => {
    const code = variant(SPEECH, '      model: { type: "string", description: "The speech model." },\n', "");
    const withoutRead = { ...code, code: code.code.replace('${args.model ?? "tts-1"}', "tts-1") };
    expect(withoutRead.code).not.toEqual(code.code);
    expect(pluginReports(withoutRead)).toEqual([]);
  });

  it("reads every backend a table hands the arguments to: a property only one of them reads is read", () => {
    const TRANSCRIBE = "typed-handler/transcribe.ts";
    expect(pluginReports(fixture(TRANSCRIBE))).toEqual([]);
    const code = variant(TRANSCRIBE, '      prompt: { type: "string", description: "Words to expect." },\n', "");
    expect(pluginReports(code)).toEqual([
      'no-undeclared-arguments: `prompt` is read by the implementation of tool "speech_to_text", but its schema does not declare it, so the model never sends it: add `prompt` to the schema\'s `properties`.',
    ]);
  });
});
