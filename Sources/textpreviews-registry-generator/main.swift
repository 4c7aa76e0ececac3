import Foundation

// Usage: textpreviews-registry-generator [--module NAME] [--entry-point]
//          [--dependency-source MODULE=PATH]... OUTPUT SOURCE...
//        textpreviews-registry-generator --test-cases SNAPSHOTS [--test-cases-output MODULE=OUTPUT]...
//          [--previews-source MODULE=PATH]... [--macro-source MODULE=PATH]...
// Writes OUTPUT, a Swift file listing every PreviewProvider and AppCheckProvider type the
// sources declare, and a provider for each file that uses `#Preview` (in the sources or in
// the dependencies' sources), sorted by name so the file is the same on every machine. With
// --entry-point it also writes the `@main` that runs preview-runner over them, so a user's
// runner target needs no main.swift. With --test-cases it writes, for each MODULE a test
// target depends on, OUTPUT: the test cases of that module's previews (nothing when it
// declares none).
var arguments = Array(CommandLine.arguments.dropFirst())
var moduleName = "Previews"
var entryPoint = false
var dependencySources: [(module: String, path: String)] = []
var testCasesSnapshots: String?
var previewsSources: [(module: String, path: String)] = []
var macroSources: [(module: String, path: String)] = []
var testCasesOutputs: [(module: String, path: String)] = []
var packageRoot: String?

func modulePath(_ value: String, option: String) -> (module: String, path: String) {
  guard let equals = value.firstIndex(of: "=") else {
    FileHandle.standardError.write(Data("error: \(option) needs MODULE=PATH, got '\(value)'\n".utf8))
    exit(2)
  }
  return (String(value[..<equals]), String(value[value.index(after: equals)...]))
}
while let first = arguments.first, first.hasPrefix("--") {
  arguments.removeFirst()
  switch first {
  case "--module" where !arguments.isEmpty: moduleName = arguments.removeFirst()
  case "--package-root" where !arguments.isEmpty: packageRoot = arguments.removeFirst()
  case "--entry-point": entryPoint = true
  case "--dependency-source" where !arguments.isEmpty:
    dependencySources.append(modulePath(arguments.removeFirst(), option: first))
  case "--test-cases" where !arguments.isEmpty: testCasesSnapshots = arguments.removeFirst()
  case "--previews-source" where !arguments.isEmpty:
    previewsSources.append(modulePath(arguments.removeFirst(), option: first))
  case "--macro-source" where !arguments.isEmpty:
    macroSources.append(modulePath(arguments.removeFirst(), option: first))
  case "--test-cases-output" where !arguments.isEmpty:
    testCasesOutputs.append(modulePath(arguments.removeFirst(), option: first))
  default:
    FileHandle.standardError.write(Data("error: unknown option '\(first)'\n".utf8))
    exit(2)
  }
}
guard let outputPath = arguments.first ?? testCasesOutputs.first?.path else {
  FileHandle.standardError.write(
    Data("usage: textpreviews-registry-generator [--module NAME] [--entry-point] OUTPUT SOURCE...\n".utf8))
  exit(2)
}
let scanner = DeclarationScanner(protocols: ["PreviewProvider", "AppCheckProvider", "PreviewConfiguration"])
var previews: Set<String> = []
var appChecks: Set<String> = []
/// The `PreviewConfiguration` types, with where each is declared: a module has one at most.
var configurations: [(name: String, place: String)] = []
var macroUses: [PreviewMacroUse] = []
var locations: [String: (file: String, line: Int)] = [:]

func contents(of path: String) -> String {
  guard let data = FileManager.default.contents(atPath: path) else {
    FileHandle.standardError.write(Data("error: cannot read \(path)\n".utf8))
    exit(1)
  }
  return String(decoding: data, as: UTF8.self)
}

/// `path` from the package root (`--package-root`), `nil` when no root was given or the
/// file is outside it.
@MainActor
func fromPackageRoot(_ path: String) -> String? {
  guard let packageRoot else { return nil }
  let base = URL(fileURLWithPath: packageRoot).standardizedFileURL.pathComponents
  let parts = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
  guard parts.count > base.count, Array(parts.prefix(base.count)) == base else { return nil }
  return parts.dropFirst(base.count).joined(separator: "/")
}

@MainActor
func macroUse(in text: String, path: String, module: String?) -> PreviewMacroUse? {
  let lines = PreviewMacroUse.lines(in: text)
  guard !lines.isEmpty else { return nil }
  return PreviewMacroUse(
    fileName: URL(fileURLWithPath: path).lastPathComponent, module: module, lines: lines,
    file: fromPackageRoot(path), previewName: nil)
}

func write(_ source: String, to outputPath: String = outputPath) {
  let existing = FileManager.default.contents(atPath: outputPath).map { String(decoding: $0, as: UTF8.self) }
  guard existing != source else { return }
  do {
    try source.write(toFile: outputPath, atomically: true, encoding: .utf8)
  } catch {
    FileHandle.standardError.write(Data("error: cannot write \(outputPath): \(error)\n".utf8))
    exit(1)
  }
}

// A test target: one suite per preview of the previews targets it depends on.
if let snapshots = testCasesSnapshots {
  var modules: [String: PreviewTestsSource.Module] = [:]
  for (module, path) in previewsSources {
    let text = contents(of: path)
    let found = scanner.scan(text).0.filter { $0.protocolName == "PreviewProvider" }.map(\.typeName)
    modules[module, default: .init(name: module, previews: [], hasMacroPreviews: false)].previews += found
    if !PreviewMacroUse.lines(in: text).isEmpty { modules[module]?.hasMacroPreviews = true }
  }
  for (module, path) in macroSources where !PreviewMacroUse.lines(in: contents(of: path)).isEmpty {
    modules[module, default: .init(name: module, previews: [], hasMacroPreviews: false)].hasMacroPreviews = true
  }
  for (name, path) in testCasesOutputs {
    // Only a target that declares a PreviewProvider is known to be a previews target (with
    // the plugin, hence a `DiscoveredPreviews`): an app target whose views end in `#Preview`
    // has its previews listed by the previews target that depends on it.
    let module = modules[name].flatMap { module in
      module.previews.isEmpty
        ? nil
        : PreviewTestsSource.Module(
          name: name, previews: Set(module.previews).sorted(), hasMacroPreviews: module.hasMacroPreviews)
    }
    write(PreviewTestsSource(module: module, dependency: name, snapshots: snapshots).text, to: path)
  }
  exit(0)
}

for (module, path) in dependencySources.sorted(by: { ($0.module, $0.path) < ($1.module, $1.path) }) {
  if let use = macroUse(in: contents(of: path), path: path, module: module) { macroUses.append(use) }
}
for path in arguments.dropFirst().sorted() {
  let text = contents(of: path)
  if let use = macroUse(in: text, path: path, module: nil) { macroUses.append(use) }
  let (found, warnings) = scanner.scan(text)
  for warning in warnings {
    FileHandle.standardError.write(Data("\(path):\(warning.line): warning: \(warning.message)\n".utf8))
  }
  for item in found {
    if item.protocolName == "PreviewProvider" {
      previews.insert(item.typeName)
      if let file = fromPackageRoot(path), locations[item.typeName] == nil {
        locations[item.typeName] = (file, item.line)
      }
    } else if item.protocolName == "PreviewConfiguration" {
      configurations.append((item.typeName, "\(path):\(item.line)"))
    } else {
      appChecks.insert(item.typeName)
    }
  }
}

// Two files of the same name in different modules would give two previews of the same name;
// those are told apart by their module.
let components = Dictionary(grouping: macroUses, by: \.component)
for index in macroUses.indices where components[macroUses[index].component, default: []].count > 1 {
  macroUses[index].previewName = "\(macroUses[index].module ?? moduleName).\(macroUses[index].component)"
}

// The variants are declared once: two configurations would leave which one counts to chance.
if configurations.count > 1 {
  let places = configurations.map { "\($0.name) (\($0.place))" }.joined(separator: " and ")
  FileHandle.standardError.write(
    Data(
      "error: \(moduleName) declares more than one PreviewConfiguration: \(places); keep one, listing every variant\n"
        .utf8))
  exit(1)
}

let source = RegistrySource(
  moduleName: moduleName, previews: previews.sorted(), appChecks: appChecks.sorted(),
  configuration: configurations.first?.name,
  macroUses: macroUses.sorted { $0.typeName < $1.typeName }, entryPoint: entryPoint, locations: locations
).text
write(source)
