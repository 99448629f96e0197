// Verify a finished Powderkeg game's export with the independent JavaScript verifier (docs/verification.md).
//
//   node verify/verify.mjs EXPORT_FILE
//
// Prints the verdict as JSON on stdout; exits 0 when the export verifies, 1 when it does not, 2 on a usage error
// or a file that cannot be read.

import {readFileSync} from "node:fs";

import {verifyExport} from "../api/static/web/verify-export.js";

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === "-h" || args[0] === "--help") {
  process.stderr.write("usage: node verify/verify.mjs EXPORT_FILE\n");
  process.exit(2);
}

let text;
try {
  text = readFileSync(args[0], "utf8");
} catch (error) {
  process.stderr.write(`cannot read ${args[0]}: ${error.message}\n`);
  process.exit(2);
}

const verdict = verifyExport(text);
process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
process.exit(verdict.ok ? 0 : 1);
