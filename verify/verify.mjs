// Verify a finished Powderkeg game's export with the independent JavaScript verifier (docs/verification.md).
//
//   node verify/verify.mjs EXPORT_FILE [--witness PROOF_FILE [--root HASH]]
//
// Prints the verdict as JSON on stdout; exits 0 when the export verifies, 1 when it does not, 2 on a usage error
// or a file that cannot be read. With --witness, PROOF_FILE is the answer of GET /v1/games/{id}/witness: the
// proof is checked too (§8), each proved head against the export's line at its version, and the verdict gains
// `witness`; with --root, the proof's root must be the one whose hash you kept. Both must hold for exit 0.

import {readFileSync} from "node:fs";

import {verifyExport, verifyWitness} from "../api/static/web/verify-export.js";

const USAGE = "usage: node verify/verify.mjs EXPORT_FILE [--witness PROOF_FILE [--root HASH]]\n";

function usage() {
  process.stderr.write(USAGE);
  process.exit(2);
}

const args = process.argv.slice(2);
const options = {};
const files = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === "-h" || args[i] === "--help") usage();
  if (args[i] === "--witness" || args[i] === "--root") {
    if (i + 1 >= args.length || options[args[i]] !== undefined) usage();
    options[args[i]] = args[++i];
  } else {
    files.push(args[i]);
  }
}
if (files.length !== 1 || (options["--root"] !== undefined && options["--witness"] === undefined)) usage();
if (options["--root"] !== undefined && !/^[0-9a-f]{64}$/.test(options["--root"])) {
  process.stderr.write("--root takes a root's hash: 64 lowercase hex digits\n");
  process.exit(2);
}

function read(path) {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    process.stderr.write(`cannot read ${path}: ${error.message}\n`);
    return process.exit(2);
  }
}

const text = read(files[0]);
const verdict = verifyExport(text);
if (options["--witness"] !== undefined) {
  let answer;
  try {
    answer = JSON.parse(read(options["--witness"]));
  } catch (error) {
    process.stderr.write(`${options["--witness"]} is not JSON: ${error.message}\n`);
    process.exit(2);
  }
  verdict.witness = verifyWitness(answer, text, options["--root"] ?? null);
}
process.stdout.write(`${JSON.stringify(verdict, null, 2)}\n`);
process.exit(verdict.ok && (verdict.witness?.ok ?? true) ? 0 : 1);
