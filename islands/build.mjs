// Builds the browser bundles into static/dist and writes static/dist/manifest.json, which
// the Go server (app/assets) reads to link each entry by its hashed name.
//
//   node islands/build.mjs           one production build
//   node islands/build.mjs --watch   rebuild on change (the manifest follows each rebuild)
//
// Entries: "chrome" (every page), "app.css" (the stylesheet), and one per island folder
// with an index.tsx (islands/<name>/index.tsx → "<name>"); shared and shell are libraries.
import * as esbuild from "esbuild";
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const outdir = join(root, "static/dist");
const cssEntry = "static/css/app.css";
const libraries = new Set(["shared", "shell"]);
const watch = process.argv.includes("--watch");

/** entryPoints maps esbuild's entry names to files, relative to the repo root. */
function entryPoints() {
  const entries = { chrome: "islands/chrome/index.ts" };
  if (existsSync(join(root, cssEntry))) entries.app = cssEntry;
  else console.warn(`build: ${cssEntry} is missing; building scripts only (pages will be unstyled)`);
  for (const d of readdirSync(join(root, "islands"), { withFileTypes: true })) {
    if (!d.isDirectory() || libraries.has(d.name) || d.name === "chrome") continue;
    const file = `islands/${d.name}/index.tsx`;
    if (!existsSync(join(root, file))) continue;
    if (d.name in entries) throw new Error(`build: island name "${d.name}" clashes with a built-in entry`);
    entries[d.name] = file;
  }
  return entries;
}

/** manifestOf names each entry's output: "app" is the stylesheet, so it is keyed "app.css". */
function manifestOf(metafile, entries) {
  const byFile = new Map(Object.entries(entries).map(([name, file]) => [file, name]));
  const manifest = {};
  for (const [out, info] of Object.entries(metafile.outputs)) {
    const name = info.entryPoint && byFile.get(info.entryPoint);
    if (!name || out.endsWith(".map")) continue;
    const file = relative(outdir, join(root, out));
    if (out.endsWith(".css")) manifest[name === "app" && entries.app === info.entryPoint ? "app.css" : `${name}.css`] = file;
    else manifest[name] = file;
    if (info.cssBundle) manifest[`${name}.css`] = relative(outdir, join(root, info.cssBundle));
  }
  return manifest;
}

/** emptyDist removes what a build left, keeping .gitkeep (and, in watch mode, the live outputs). */
function emptyDist(keep = new Set()) {
  for (const f of readdirSync(outdir, { recursive: true, withFileTypes: true })) {
    if (!f.isFile() || f.name === ".gitkeep") continue;
    const path = join(f.parentPath ?? f.path, f.name);
    if (!keep.has(path)) rmSync(path);
  }
  for (const d of ["chunks", "assets"]) {
    const dir = join(outdir, d);
    if (existsSync(dir) && readdirSync(dir).length === 0) rmSync(dir, { recursive: true });
  }
}

const manifestPlugin = (entries) => ({
  name: "manifest",
  setup(build) {
    build.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const outputs = new Set(Object.keys(result.metafile.outputs).map((o) => join(root, o)));
      outputs.add(join(outdir, "manifest.json"));
      emptyDist(outputs); // drop the previous build's hashed files
      const manifest = manifestOf(result.metafile, entries);
      writeFileSync(join(outdir, "manifest.json"), JSON.stringify(manifest, null, 2) + "\n");
      const names = Object.entries(manifest).map(([k, v]) => `${k} → ${basename(v)}`);
      console.log(`build: ${names.join(", ")}`);
    });
  },
});

const entries = entryPoints();
emptyDist();

const options = {
  absWorkingDir: root,
  entryPoints: entries,
  outdir,
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  target: "es2020",
  jsx: "automatic",
  sourcemap: "linked",
  metafile: true,
  entryNames: "[name]-[hash]",
  chunkNames: "chunks/[name]-[hash]",
  assetNames: "assets/[name]-[hash]",
  define: { "process.env.NODE_ENV": '"production"' },
  loader: { ".svg": "file", ".png": "file", ".jpg": "file", ".webp": "file", ".woff2": "file" },
  legalComments: "linked",
  logLevel: "warning",
  plugins: [manifestPlugin(entries)],
};

if (watch) {
  const ctx = await esbuild.context(options);
  await ctx.watch();
  console.log("build: watching islands/ and static/css/ (Ctrl-C to stop)");
} else {
  try {
    await esbuild.build(options);
  } catch {
    process.exit(1); // esbuild has printed the errors
  }
}
