import Foundation

// Usage: textpreviews-registry-generator [--module NAME] [--entry-point] OUTPUT SOURCE...
// Writes OUTPUT, a Swift file listing every PreviewProvider and AppCheckProvider type the
// sources declare, sorted by name so the file is the same on every machine. With
// --entry-point it also writes the `@main` that runs preview-runner over them, so a user's
// runner target needs no main.swift.
var arguments = Array(CommandLine.arguments.dropFirst())
var moduleName = "Previews"
var entryPoint = false
while let first = arguments.first, first.hasPrefix("--") {
  arguments.removeFirst()
  switch first {
  case "--module" where !arguments.isEmpty: moduleName = arguments.removeFirst()
  case "--entry-point": entryPoint = true
  default:
    FileHandle.standardError.write(Data("error: unknown option '\(first)'\n".utf8))
    exit(2)
  }
}
guard let outputPath = arguments.first else {
  FileHandle.standardError.write(
    Data("usage: textpreviews-registry-generator [--module NAME] [--entry-point] OUTPUT SOURCE...\n".utf8))
  exit(2)
}
let scanner = DeclarationScanner(protocols: ["PreviewProvider", "AppCheckProvider"])
var previews: Set<String> = []
var appChecks: Set<String> = []
var usesPreviewMacro = false
for path in arguments.dropFirst().sorted() {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
    exit(1)
  }
  let text = String(decoding: data, as: UTF8.self)
  for line in PreviewMacroUse.lines(in: text) {
    FileHandle.standardError.write(Data("\(path):\(line): error: \(PreviewMacroUse.advice)\n".utf8))
    usesPreviewMacro = true
  }
  let (found, warnings) = scanner.scan(text)
  for warning in warnings {
    FileHandle.standardError.write(Data("\(path):\(warning.line): warning: \(warning.message)\n".utf8))
  }
  for item in found {
    if item.protocolName == "PreviewProvider" {
      previews.insert(item.typeName)
    } else {
      appChecks.insert(item.typeName)
    }
  }
}

if usesPreviewMacro { exit(1) }

let source = RegistrySource(
  moduleName: moduleName, previews: previews.sorted(), appChecks: appChecks.sorted(), entryPoint: entryPoint
).text
let existing = FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) }
if existing != source {
  do {
    try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
  }
}
