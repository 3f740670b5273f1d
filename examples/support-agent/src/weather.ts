import type { Integer } from "tool-schema";

export type TemperatureUnit = "celsius" | "fahrenheit";

/**
 * Current weather for a city.
 * @param city City name, e.g. "Paris".
 * @param unit Unit for the temperature.
 */
export function getWeather(city: string, unit: TemperatureUnit = "celsius"): string {
  const celsius = 18;
  const temperature = unit === "celsius" ? celsius : Math.round((celsius * 9) / 5 + 32);
  return `${city}: ${temperature}°${unit === "celsius" ? "C" : "F"}, light rain`;
}

/**
 * Searches the product documentation.
 * @param query Words to search for.
 * @param limit How many results to return.
 */
export async function searchDocs(query: string, limit: Integer = 3): Promise<string[]> {
  const pages = ["Resetting a password", "Exporting invoices", "Changing the billing address", "Closing an account"];
  const words = query.toLowerCase().split(/\s+/);
  return pages.filter((page) => words.some((word) => page.toLowerCase().includes(word))).slice(0, limit);
}
