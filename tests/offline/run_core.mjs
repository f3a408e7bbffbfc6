// Runs the packed rules core under Pyodide in node (tests/offline/test_pyodide_core.py and
// bench/offline_core.py): `node run_core.mjs <core.zip>` reads one job a line on stdin,
// {"fn": "figures" | "question" | "deal", "args": [...]}, and writes one JSON answer a line
// (with "repeat": n, the median milliseconds of n calls instead).
// The same Pyodide the page loads (node_modules/pyodide, from package.json), the same zip.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { loadPyodide } from "pyodide";

const pyodide = await loadPyodide();
pyodide.unpackArchive(new Uint8Array(readFileSync(process.argv[2])), "zip", { extractDir: "/home/pyodide/core" });
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/core')");
const core = pyodide.pyimport("rulings.calculator.browser_core");
process.stdout.write(JSON.stringify({ ready: pyodide.runPython("import sys; sys.version") }) + "\n");
for await (const line of createInterface({ input: process.stdin })) {
  if (!line.trim()) continue;
  const job = JSON.parse(line);
  let answer;
  try {
    if (job.repeat) {
      // bench/offline_core.py: the median milliseconds of `repeat` calls
      const times = [];
      for (let i = 0; i < job.repeat; i++) {
        const start = performance.now();
        core[job.fn](...job.args);
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      answer = JSON.stringify({ ms: times[Math.floor(times.length / 2)] });
    } else {
      answer = core[job.fn](...job.args);
    }
  } catch (error) {
    answer = JSON.stringify({ error: "python", message: String(error) });
  }
  process.stdout.write(answer + "\n");
}
