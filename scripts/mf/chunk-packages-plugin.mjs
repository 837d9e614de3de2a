import fs from 'node:fs';
import path from 'node:path';
import { platformModuleGraph } from './state-free-modules.mjs';

// Writes dist/chunk-packages.json: for every emitted JS file, the npm packages whose code it
// contains. The e2e singleton test uses it to prove that no library was fetched from two apps,
// including copies a misconfigured build would bundle without declaring them shared.
const WORKSPACE_PACKAGES = { platform: '@fairway/platform', ui: '@fairway/ui', contracts: '@fairway/contracts' };
const STATE_FREE_MODULES = new Set(platformModuleGraph().modules);

function packageOf(moduleName) {
  // Share-scope bookkeeping modules name a fallback path but hold no library code.
  if (/^(consume|provide) shared module|!=!data:/.test(moduleName)) return null;
  const nodeModule = moduleName.match(/node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/g)?.pop();
  if (nodeModule) return nodeModule.replace(/^node_modules[\\/]/, '').replace(/\\/g, '/');
  // The platform's form helpers (src/forms/: stateless) are also the entry '@fairway/platform/forms',
  // which each app that uses it bundles; they are not the shared singleton's state.
  if (/packages[\\/]platform[\\/]src[\\/]forms[\\/]/.test(moduleName)) return '@fairway/platform/forms';
  // Likewise the modules of '@fairway/platform/state-free' (state-free-modules.mjs).
  // (A concatenated module is named '<first> + N modules'.)
  const platformModule = moduleName.match(/packages[\\/]platform[\\/]src[\\/]([^\s?!]+\.tsx?)(?=$|[\s?])/)?.[1].replace(/\\/g, '/');
  if (platformModule && STATE_FREE_MODULES.has(platformModule)) return '@fairway/platform/state-free';
  const workspace = moduleName.match(/packages[\\/](platform|ui|contracts)[\\/]/);
  return workspace ? WORKSPACE_PACKAGES[workspace[1]] : null;
}

function collect(modules, into) {
  for (const module of modules ?? []) {
    const pkg = packageOf(module.name ?? '');
    if (pkg) into.add(pkg);
    collect(module.modules, into);
  }
}

export class ChunkPackagesPlugin {
  apply(compiler) {
    compiler.hooks.done.tap('ChunkPackagesPlugin', (stats) => {
      // Dependent and orphan modules too (the modules a concatenated or CommonJS module pulls in):
      // without them a chunk of several libraries names only its first modules' packages.
      const json = stats.toJson({
        all: false,
        chunks: true,
        chunkModules: true,
        nestedModules: true,
        dependentModules: true,
        orphanModules: true,
      });
      const files = {};
      for (const chunk of json.chunks ?? []) {
        const packages = new Set();
        collect(chunk.modules, packages);
        for (const file of chunk.files ?? []) {
          if (!file.endsWith('.js')) continue;
          files[file] = [...new Set([...(files[file] ?? []), ...packages])].sort();
        }
      }
      const outDir = compiler.options.output.path;
      fs.mkdirSync(outDir, { recursive: true });
      fs.writeFileSync(path.join(outDir, 'chunk-packages.json'), `${JSON.stringify(files, null, 1)}\n`);
    });
  }
}
