import Foundation
import PackagePlugin

/// Writes, for a previews target, the list of its `PreviewProvider` and `AppCheckProvider`
/// types, so the runner finds every preview with no registration: a new file with a new
/// preview is picked up by the next build. The list references each type by name, so an
/// optimised build can never strip a preview that a debug build would run.
///
/// Applied to an executable target that has no `main.swift` (the README's
/// `.executableTarget(name: "preview-runner", …, path: "Previews", plugins: […])`), it also
/// writes the entry point that runs preview-runner over those previews, so the user writes
/// no runner code at all. The list is public there too, so a test target that depends on
/// the runner turns its previews into test cases.
///
/// Files that use `#Preview`, in the target or in the targets it depends on, each become one
/// more provider, named after the file.
@main
struct PreviewRegistryPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    if target.kind == .test { return try testCaseCommands(context: context, target: target) }
    let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
    let output = context.pluginWorkDirectoryURL.appending(path: "DiscoveredPreviews.swift")
    let hasMain = sources.contains { $0.lastPathComponent == "main.swift" }
    // Paths from the package root, so that a failure's annotation points at the file
    // wherever the package is checked out.
    var arguments = ["--module", target.name, "--package-root", context.package.directoryURL.path]
    if target.kind == .executable && !hasMain { arguments.append("--entry-point") }
    // The targets this one depends on in the same package may end their view files with
    // `#Preview`, as SwiftUI code does; those previews are listed too.
    var dependencySources: [URL] = []
    for case .target(let dependency) in target.dependencies {
      guard let dependency = dependency as? SourceModuleTarget else { continue }
      for file in dependency.sourceFiles(withSuffix: "swift") {
        arguments += ["--dependency-source", "\(dependency.moduleName)=\(file.url.path)"]
        dependencySources.append(file.url)
      }
    }
    return [
      .buildCommand(
        displayName: "Discovering previews in \(target.name)",
        executable: try context.tool(named: "textpreviews-registry-generator").url,
        arguments: arguments + [output.path] + sources.map(\.path),
        inputFiles: sources + dependencySources,
        outputFiles: [output])
    ]
  }

  /// Applied to a test target: one Swift Testing suite per preview of the targets it depends
  /// on in this package, whose cases are the preview's states, verified against the
  /// package's `Snapshots/` (see `PreviewTestCase` in PreviewTesting). A dependency's
  /// previews are read through its own generated `DiscoveredPreviews`, so the plugin must be
  /// applied to that target too: the `preview-runner` executable whose sources are the
  /// previews (the one layout the README sets up; SwiftPM lets a test target depend on an
  /// executable target), or a previews library. A dependency counts as a previews target
  /// when it declares a `PreviewProvider` type, and the `#Preview`s of the targets it
  /// depends on get one more suite.
  ///
  /// Each dependency gets a file of its own that imports only it, so that the file can name
  /// its registry `DiscoveredPreviews` unqualified: when the dependency lacks the plugin, the
  /// name falls to PreviewTesting's stand-in, whose message says to apply the plugin, rather
  /// than to "module has no member named 'DiscoveredPreviews'".
  private func testCaseCommands(context: PluginContext, target: SourceModuleTarget) throws -> [Command] {
    let snapshots = context.package.directoryURL.appending(path: "Snapshots").path
    var arguments = ["--test-cases", snapshots]
    var inputs: [URL] = []
    var outputs: [URL] = []
    for case .target(let dependency) in target.dependencies {
      guard let dependency = dependency as? SourceModuleTarget,
        dependency.kind == .generic || dependency.kind == .executable
      else { continue }
      let output = context.pluginWorkDirectoryURL.appending(path: "PreviewTestCases-\(dependency.moduleName).swift")
      arguments += ["--test-cases-output", "\(dependency.moduleName)=\(output.path)"]
      outputs.append(output)
      for file in dependency.sourceFiles(withSuffix: "swift") {
        arguments += ["--previews-source", "\(dependency.moduleName)=\(file.url.path)"]
        inputs.append(file.url)
      }
      for case .target(let nested) in dependency.dependencies {
        guard let nested = nested as? SourceModuleTarget else { continue }
        for file in nested.sourceFiles(withSuffix: "swift") {
          arguments += ["--macro-source", "\(dependency.moduleName)=\(file.url.path)"]
          inputs.append(file.url)
        }
      }
    }
    guard !outputs.isEmpty else { return [] }
    return [
      .buildCommand(
        displayName: "Turning previews into test cases for \(target.name)",
        executable: try context.tool(named: "textpreviews-registry-generator").url,
        arguments: arguments,
        inputFiles: inputs,
        outputFiles: outputs)
    ]
  }
}
