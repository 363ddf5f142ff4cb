import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const testDir = dirname(fileURLToPath(import.meta.url));

/** What a consumer project of the SDK compiles with: `strict`, Node's own module resolution, a browser's globals. */
export const consumerOptions: ts.CompilerOptions = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  types: ["node"],
  skipLibCheck: true,
  noEmit: true,
};

/**
 * Type-checks sources as files of this package (so `import … from "@club/api-client"` resolves, through the
 * package's own exports, to the built declarations an installed copy would give) and answers each error as text.
 */
export function typecheck(sources: Record<string, string>): string[] {
  const files = new Map(Object.entries(sources).map(([name, text]) => [join(testDir, name), text]));
  const host = ts.createCompilerHost(consumerOptions);
  const { fileExists, readFile, getSourceFile } = host;
  host.fileExists = (file) => files.has(file) || fileExists.call(host, file);
  host.readFile = (file) => files.get(file) ?? readFile.call(host, file);
  host.getSourceFile = (file, language, onError, create) => {
    const text = files.get(file);
    return text === undefined
      ? getSourceFile.call(host, file, language, onError, create)
      : ts.createSourceFile(file, text, language, true);
  };
  const program = ts.createProgram([...files.keys()], consumerOptions, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const where = diagnostic.file
      ? `${diagnostic.file.fileName.replace(`${testDir}/`, "")}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: `
      : "";
    return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
  });
}
